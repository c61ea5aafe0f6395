import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAlive } from '../startup/use-alive';

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * Holds a form the server may draw, disabled while the page is the server's drawing: what is typed or chosen there
 * before the app's code has taken the form over would not be the form's. Nothing of it shows: no frame, no group.
 */
export function UntilAlive(props: { readonly children: ReactNode; readonly className?: string }) {
  const alive = useAlive();
  return (
    <Group role="none" disabled={!alive} className={props.className}>
      {props.children}
    </Group>
  );
}
