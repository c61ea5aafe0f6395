import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../components/navigation/use-document-title';
import { UntilAlive } from '../../components/until-alive';
import { usePrototypeTexts } from './use-prototype-texts';

const Page = styled.article<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '1200px' : '720px')};
  margin: 0 auto;
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    line-height: 1.25;
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  background: #ffffff;
`;

/**
 * The frame of every prototype screen: one <h1>, the browser tab's title, and a note that the screen holds
 * sample data only, so nobody mistakes it for the shop. The server draws these screens whole: their forms and
 * buttons wait, disabled, until the app has taken the page over.
 */
export function PrototypeLayout(props: {
  readonly title: string;
  readonly wide?: boolean;
  readonly children: ReactNode;
}) {
  const { t } = usePrototypeTexts();
  const titleId = useId();
  useDocumentTitle(props.title);
  return (
    <Page aria-labelledby={titleId} $wide={props.wide ?? false}>
      <h1 id={titleId}>{props.title}</h1>
      <Notice>{t('prototypeNotice')}</Notice>
      <UntilAlive>{props.children}</UntilAlive>
    </Page>
  );
}
