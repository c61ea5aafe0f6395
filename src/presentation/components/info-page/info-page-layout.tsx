import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../navigation/use-document-title';

/** A readable column: long lines of policy text are hard to follow, and from 360 px it fills the width. */
const Page = styled.article`
  max-width: 720px;
  margin: 0 auto;
  line-height: 1.6;
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    line-height: 1.25;
  }
  h2 {
    margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.2rem;
  }
  a {
    color: ${({ theme }) => theme.colours.primary};
  }
`;

const BackHome = styled.p`
  margin-top: ${({ theme }) => theme.spacing(4)};
  a {
    font-weight: 600;
  }
`;

/**
 * The frame of every public information page (about, terms, FAQ, riders, merchants…):
 * one <h1>, the browser tab's title, a readable column and a way back home.
 */
export function InfoPageLayout(props: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(props.title);
  return (
    <Page aria-labelledby={titleId}>
      <h1 id={titleId}>{props.title}</h1>
      {props.children}
      <BackHome>
        <Link to="/">{t('infoPages.backHome')}</Link>
      </BackHome>
    </Page>
  );
}
