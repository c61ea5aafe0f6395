import { act } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAccountsFeature } from '@/app/features/accounts.wiring';
import { addressesOver } from '../../support/addresses-over';
import { useCases } from '../../support/fake-resolver';
import { versionOver } from '../../support/version-over';
import type { TradeType } from '@/domain/accounts/account';
import type { Session } from '@/domain/session/session';
import { AppShell } from '@/presentation/components/app-shell';
import type { Language } from '@/presentation/i18n/i18n';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { FixedClock } from '../../support/fakes/fixed-clock';
import { InMemoryAddressBook } from '../../support/fakes/in-memory-address-book';
import { InMemoryAuthGateway } from '../../support/fakes/in-memory-auth-gateway';
import { InMemorySessionScopedData } from '../../support/fakes/in-memory-session-scoped-data';
import { InMemorySessionStore } from '../../support/fakes/in-memory-session-store';
import { StubVersionSource } from '../../support/fakes/stub-version-source';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

export const retail: TradeType = { id: 1, name: 'Retail' };
export const businessToBusiness: TradeType = { id: 2, name: 'B2B' };

/** A signed-in customer with the given trade types; left out, the trade types are not known. */
export function customerSession(tradeTypes?: readonly TradeType[], kind: Session['kind'] = 'customer'): Session {
  return {
    token: 'flags-token',
    kind,
    user: {
      queryId: 'user-flags',
      status: 'active',
      fullName: kind === 'customer' ? 'Demo Business' : '',
      mobileNumber: kind === 'customer' ? '+923001234568' : '',
      industryTypes: [],
      ...(tradeTypes ? { tradeTypes } : {}),
    },
    startedAt: 0,
  };
}

export interface ShellOptions {
  readonly session: Session;
  readonly config?: Record<string, unknown>;
  readonly language?: Language;
}

/** The app shell (header, account menu, footer) around an empty page, with the session already started. */
export async function renderShell(options: ShellOptions) {
  const clock = new FixedClock(Date.parse('2026-11-21T08:00:00Z'));
  const sessionStore = new InMemorySessionStore(options.session);
  const authGateway = new InMemoryAuthGateway();
  const sessionScopedData = new InMemorySessionScopedData();
  const resolver = fakeResolver([
    [useCases.readAppInfo, versionOver({ versionSource: new StubVersionSource('1.0.0'), clock }).readAppInfo],
    [useCases.logOut, createAccountsFeature({ authGateway, sessionStore, sessionScopedData, clock }).logOut],
    [useCases.viewAddresses, addressesOver({ addressBook: new InMemoryAddressBook() }).viewAddresses],
  ]);
  const view = await renderWithProviders(
    <Routes>
      <Route element={<AppShell />}>
        <Route path="*" element={null} />
      </Route>
    </Routes>,
    {
      resolver,
      route: '/products',
      language: options.language ?? 'en',
      config: testConfig({ brandName: 'Helsinki Eats', ...options.config }),
    },
  );
  // The shell reads the app version and the saved addresses on its own; let those settle before asserting.
  await act(async () => {
    view.store.dispatch(sessionStarted(options.session));
    await new Promise((settle) => setTimeout(settle, 0));
  });
  return view;
}
