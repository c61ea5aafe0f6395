import { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isAppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import { mayOpenConsolePage, type ConsolePage, type StaffSession } from '@/domain/merchant-console/staff-session';
import { Dialog } from '../../components/dialog/dialog';
import { UntilAlive } from '../../components/until-alive';
import { useFeature } from '../../di/dependency-context';
import { useAlive } from '../../startup/use-alive';
import { ConsoleContentPlace } from './console-content-place';
import { ConsoleSessionContext } from './console-session';
import { ConsoleShell } from './console-shell';
import { DrawnStaffSessionHintContext } from './drawn-staff-session-hint';
import { StaffSignInForm } from './staff-sign-in-form';

const SignInScreen = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.spacing(2)};
  background: #f4f5f7;
  section {
    width: min(100%, 420px);
    padding: ${({ theme }) => theme.spacing(3)};
    border-radius: ${({ theme }) => theme.radius};
    background: white;
  }
  h1 {
    margin-top: 0;
  }
`;

/** The console's pages that exist so far, in navigation order. */
export const builtConsolePages: readonly ConsolePage[] = [
  'dashboard',
  'orders',
  'inventory',
  'promotions',
  'transactions',
  'staff',
  'pnl',
  'settings',
  'test',
];

type SessionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'none' }
  | { readonly kind: 'signedIn'; readonly session: StaffSession }
  /** The server stopped accepting the session; the page stays under the sign-in dialog. */
  | { readonly kind: 'expired'; readonly session: StaffSession };

export interface MerchantConsolePageProps {
  readonly page: ConsolePage;
  readonly children: ReactNode;
  /** The page's place while the session is looked up; its heading and a word that it loads when not given. */
  readonly frame?: ReactNode;
}

/**
 * Every console route: the sign-in screen when no staff session exists, else the console's frame around the
 * page. While the session is looked up, the frame holds the page's place (nothing of the store's or the staff
 * member's), so the page fills it in without moving it. When the session ends while a page is open, the sign-in
 * opens over it and the page keeps its state.
 */
export function MerchantConsolePage(props: MerchantConsolePageProps) {
  const { t } = useTranslation('console');
  const feature = useFeature(featureTokens.merchantConsole);
  const alive = useAlive();
  const drawnHint = useContext(DrawnStaffSessionHintContext);
  // The server draws the console's frame for a browser that keeps a staff session (its hint cookie) and the sign-in
  // for one that keeps none; the browser takes either over as it was drawn, reading the same hint, and then looks
  // for the session itself, as a browser drawing the console from the start does.
  const [state, setState] = useState<SessionState>(() =>
    alive || (drawnHint ?? feature.staffSessionHinted()) ? { kind: 'loading' } : { kind: 'none' },
  );

  useEffect(() => {
    let current = true;
    void feature.currentStaffSession().then(
      (session) => current && setState(session === null ? { kind: 'none' } : { kind: 'signedIn', session }),
      () => current && setState({ kind: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [feature]);

  const reportFailure = useCallback(
    (error: unknown) => {
      if (!isAppError(error) || error.code !== 'SESSION_EXPIRED') return false;
      void feature.endExpiredStaffSession();
      setState((known) => (known.kind === 'signedIn' ? { kind: 'expired', session: known.session } : known));
      return true;
    },
    [feature],
  );
  const signedIn = useCallback((session: StaffSession) => setState({ kind: 'signedIn', session }), []);
  const signOut = useCallback(() => {
    void feature.signOutStaff().finally(() => setState({ kind: 'none' }));
  }, [feature]);

  if (state.kind === 'none') {
    return (
      <SignInScreen>
        <section>
          <h1>{t('console.signIn.title')}</h1>
          <p>{t('console.signIn.intro')}</p>
          <UntilAlive>
            <StaffSignInForm signIn={feature.signInStaff} onSignedIn={signedIn} />
          </UntilAlive>
        </section>
      </SignInScreen>
    );
  }
  // The frame and the console share one tree: the session read fills the frame in, the header and navigation stay.
  const session = state.kind === 'loading' ? null : state.session;
  return (
    <ConsoleSessionContext value={session === null ? null : { session, reportFailure, replaceSession: signedIn }}>
      <ConsoleShell session={session} pages={builtConsolePages} onSignOut={signOut}>
        {session === null ? (
          <div>{props.frame ?? <ConsoleContentPlace heading={t(`console.shell.pages.${props.page}`)} />}</div>
        ) : mayOpenConsolePage(session.role, props.page) ? (
          // A different store's sign-in starts the page afresh; the same store's keeps what was typed.
          <div key={session.merchantQueryId}>{props.children}</div>
        ) : (
          <p role="alert">{t('console.shell.ownerOnly')}</p>
        )}
      </ConsoleShell>
      {state.kind === 'expired' ? (
        <Dialog title={t('console.signIn.expiredTitle')} onClose={() => undefined}>
          <p>{t('console.signIn.expiredIntro')}</p>
          <StaffSignInForm signIn={feature.signInStaff} onSignedIn={signedIn} username={state.session.username} />
        </Dialog>
      ) : null}
    </ConsoleSessionContext>
  );
}
