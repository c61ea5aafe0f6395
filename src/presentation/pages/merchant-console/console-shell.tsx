import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { mayOpenConsolePage, type ConsolePage, type StaffSession } from '@/domain/merchant-console/staff-session';
import { LanguageMenu } from '../../components/language-menu';
import { consolePaths, merchantWizardPath } from './console-paths';
import { ConsoleButton } from './console-styles';

const Frame = styled.div`
  min-height: 100vh;
  background: #f4f5f7;
  color: ${({ theme }) => theme.colours.text};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  background: white;
  border-bottom: 1px solid rgba(0, 0, 0, 0.12);
  h1 {
    margin: 0 auto 0 0;
    font-size: 1.25rem;
  }
`;

/**
 * Who is signed in, on a line of its own below the title: the frame drawn before the session is known holds the
 * line empty, and the name filling it in moves nothing else (a name's length would change how the header wraps).
 */
const Who = styled.p`
  order: 1;
  flex: 1 0 100%;
  min-height: 1.5em;
  margin: 0;
`;

const Nav = styled.nav`
  background: white;
  border-bottom: 1px solid rgba(0, 0, 0, 0.12);
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(1.5)};
    border-radius: 8px;
    color: inherit;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colours.primary};
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.spacing(2)};
  max-width: 1200px;
  margin: 0 auto;
`;

export interface ConsoleShellProps {
  /** Null for the console's frame while the session is looked up: nothing of anyone's in it, sign-out disabled. */
  readonly session: StaffSession | null;
  /** The pages of the console that exist, in navigation order; the staff see only those their role may open. */
  readonly pages: readonly ConsolePage[];
  readonly onSignOut: () => void;
  readonly children: ReactNode;
}

/**
 * The console's frame: who is signed in to which store, the pages their role may open, and sign-out. Without a
 * session yet, the pages every role may open: an owner's own pages join them once the session is read.
 */
export function ConsoleShell(props: ConsoleShellProps) {
  const { t } = useTranslation('console');
  const { session } = props;
  const visible = props.pages.filter((page) => mayOpenConsolePage(session?.role ?? 'staff', page));
  return (
    <Frame>
      <Header>
        <h1>{t('console.title')}</h1>
        <Who>
          {session === null ? null : (
            <>
              {t('console.shell.signedInAs', { name: session.fullName, store: session.merchantName })}{' '}
              <strong>{t(`console.shell.roles.${session.role}`)}</strong>
            </>
          )}
        </Who>
        <LanguageMenu />
        <ConsoleButton type="button" $tone="plain" disabled={session === null} onClick={props.onSignOut}>
          {t('console.shell.signOut')}
        </ConsoleButton>
      </Header>
      <Nav aria-label={t('console.shell.navigation')}>
        <ul>
          {visible.map((page) => (
            <li key={page}>
              <NavLink to={consolePaths[page]}>{t(`console.shell.pages.${page}`)}</NavLink>
            </li>
          ))}
          <li>
            <Link to={merchantWizardPath}>{t('console.shell.pages.merchantWizard')}</Link>
          </li>
        </ul>
      </Nav>
      <Main>{props.children}</Main>
    </Frame>
  );
}
