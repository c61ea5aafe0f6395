import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusFirstIn } from '../../../components/dialog/focusable';
import { TitleBar } from '../../../components/dialog/title-bar';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5)};
  border: 2px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    outline: none;
  }
`;

export const QuestionActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export interface OrderQuestionProps {
  /** The question, also the group's accessible name. */
  readonly title: string;
  /** The close button's accessible name. */
  readonly closeLabel: string;
  /** Called on the close button and on Escape inside the question. */
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A question the staff answer on the order's own card (the estimate, the cash, a cancellation), not in a dialog over
 * the board: the board of a busy day stays live and in reach beside it, and opening or closing it lays out the one
 * card instead of the whole page (making the board inert for a dialog restyled and laid out all of it; BENCHMARKS.md,
 * "The console at a busy store"). The focus moves into it as it opens, so a screen reader announces it by name.
 */
export function OrderQuestion(props: OrderQuestionProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => focusFirstIn(panel.current), []);
  return (
    <Panel
      ref={panel}
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        props.onClose();
      }}
    >
      <TitleBar
        titleId={titleId}
        title={props.title}
        placement="inline"
        closeLabel={props.closeLabel}
        onClose={props.onClose}
      />
      {props.children}
    </Panel>
  );
}
