import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAccountsFeature } from '@/app/features/accounts.wiring';
import { featureTokens } from '@/application/tokens';
import { addressesOver } from '../../support/addresses-over';
import { loaded } from '../../support/fake-resolver';
import { versionOver } from '../../support/version-over';
import type { Session } from '@/domain/session/session';
import { AppShell } from '@/presentation/components/app-shell';
import type { Language } from '@/presentation/i18n/i18n';
import { ForgotPinPage } from '@/presentation/pages/accounts/forgot-pin-page';
import { SignUpPage } from '@/presentation/pages/accounts/sign-up-page';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryAddressBook } from '../../support/fakes/in-memory-address-book';
import { InMemoryAuthGateway } from '../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../support/fakes/in-memory-session-scoped-data';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { StubVersionSource } from '../../support/fakes/stub-version-source';
import { LocationProbe } from '../navigation/navigation-test-kit';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';

/** The demo customer's number as the server keeps it, and as the field shows it. */
export const demoLoginId = '+923001234567';
export const demoNumberTyped = '3001234567';
export const demoNumberMasked = '+92 300 1234567';

export const guestSession: Session = {
  token: 'guest-token',
  kind: 'anonymous',
  user: { queryId: 'guest-1', status: 'active', fullName: '', mobileNumber: '', industryTypes: [] },
  startedAt: 0,
};

/** The fakes behind the real account use cases, so a test can see what reached the "server". */
export function accountFakes() {
  const authGateway = new InMemoryAuthGateway();
  const sessionStore = new InMemorySessionStore(guestSession);
  const sessionScopedData = new InMemorySessionScopedData();
  const addressBook = new InMemoryAddressBook();
  const clock = new FixedClock(Date.parse('2026-11-21T08:00:00Z'));
  return { authGateway, sessionStore, sessionScopedData, addressBook, clock };
}

export type AccountFakes = ReturnType<typeof accountFakes>;

function accountsResolver(fakes: AccountFakes) {
  const { authGateway, sessionStore, sessionScopedData, addressBook, clock } = fakes;
  return fakeResolver([
    [featureTokens.version, loaded(versionOver({ versionSource: new StubVersionSource('1.0.0'), clock }))],
    [featureTokens.accounts, loaded(createAccountsFeature({ authGateway, sessionStore, sessionScopedData, clock }))],
    [featureTokens.addresses, loaded(addressesOver({ addressBook }))],
  ]);
}

/** The app shell around the account pages; every other address only shows where the router is. */
function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="signup/user" element={<SignUpPage />} />
        <Route path="forgot-pin" element={<ForgotPinPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Route>
    </Routes>
  );
}

export interface AccountRenderOptions {
  readonly route?: string;
  readonly language?: Language;
  /** Who is signed in when the screen opens: a guest unless the test says otherwise. */
  readonly session?: Session;
  readonly fakes?: AccountFakes;
}

/** Renders the shell and account routes with the start-up's sign-in already done. */
export async function renderAccounts(options: AccountRenderOptions = {}) {
  const fakes = options.fakes ?? accountFakes();
  const session = options.session ?? guestSession;
  await fakes.sessionStore.save(session);
  const view = await renderWithProviders(<AccountRoutes />, {
    resolver: accountsResolver(fakes),
    route: options.route ?? '/products',
    ...(options.language ? { language: options.language } : {}),
  });
  act(() => {
    view.store.dispatch(sessionStarted(session));
  });
  return { ...view, fakes };
}

export function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}
