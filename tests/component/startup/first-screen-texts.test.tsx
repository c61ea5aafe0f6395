import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import type { Session } from '@/domain/session/session';
import { AppShell } from '@/presentation/components/app-shell';
import { lazyWithTexts } from '@/presentation/i18n/lazy-with-texts';
import { StoreListingPage } from '@/presentation/pages/store-listing/store-listing-page';
import { Startup } from '@/presentation/startup/startup';
import { sessionExpired, sessionStarted } from '@/presentation/store/session/session.slice';
import { aStore } from '../../support/store-fixtures';
import { localeText } from '../../support/locale-files';
import { appInfoResolver } from '../navigation/navigation-test-kit';
import { fakeResolver, renderWithProviders } from '../support/render-with-providers';
import { FakeSessionEvents, guestSession } from './startup-test-kit';

const closedStores: StorePage = {
  stores: [aStore({ queryId: 'a', name: 'Kahvila Aalto', isOpen: false })],
  page: 1,
  totalStores: 1,
};

const customerSession: Session = {
  ...guestSession,
  kind: 'customer',
  // A business account: the account menu flags it as lacking Retail.
  user: {
    ...guestSession.user,
    fullName: 'Aino Asiakas',
    mobileNumber: '+923001234567',
    tradeTypes: [{ id: 2, name: 'B2B' }],
  },
};

/** What `/` shows: the start-up gate, the shell (header, account menu, navigation, footer) and the listing. */
function FirstScreen() {
  return (
    <Startup>
      <Routes>
        <Route element={<AppShell />}>
          <Route path="/" element={<StoreListingPage />} />
        </Route>
      </Routes>
    </Startup>
  );
}

function firstScreenResolver() {
  const appInfo = appInfoResolver('1.2.3');
  return fakeResolver([
    [useCases.readAppInfo, appInfo.resolve(useCases.readAppInfo)],
    [useCases.browseStores, () => Promise.resolve(closedStores)],
    [useCases.startSession, () => Promise.resolve(guestSession)],
    [useCases.sessionEvents, new FakeSessionEvents()],
  ]);
}

describe('The first screen and the texts downloaded before it', () => {
  it.each(['en', 'fi'] as const)(
    'shows a guest and then a customer the first screen in %s without any text of later screens',
    async (language) => {
      const missing: string[] = [];
      const { i18n, store } = await renderWithProviders(<FirstScreen />, {
        resolver: firstScreenResolver(),
        language,
        deferLaterTexts: true,
        onMissingKey: (key) => missing.push(key),
      });

      expect(await screen.findByRole('article', { name: 'Kahvila Aalto' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(localeText(language, 'storeHours.closedAlert.title'));
      expect(screen.getByRole('button', { name: localeText(language, 'accountMenu.logIn') })).toBeInTheDocument();
      act(() => {
        store.dispatch(sessionStarted(customerSession));
      });
      expect(screen.getByRole('button', { name: localeText(language, 'accountMenu.logOut') })).toBeInTheDocument();
      expect(screen.getByText(localeText(language, 'userType.notRetail'))).toBeInTheDocument();
      act(() => {
        store.dispatch(sessionExpired(guestSession));
      });
      expect(await screen.findByRole('dialog', { name: localeText(language, 'session.expired') })).toBeInTheDocument();

      expect(i18n.hasLoadedNamespace('later')).toBe(false);
      expect(missing).toEqual([]);
    },
  );

  it('renders a later screen only once its texts are in, never with a bare key', async () => {
    function LaterScreen() {
      const { t } = useTranslation();
      return <h1>{t('cart.conflict.proceedToCart')}</h1>;
    }
    const Later = lazyWithTexts(() => Promise.resolve({ default: LaterScreen }));
    const missing: string[] = [];
    const { i18n } = await renderWithProviders(<Later />, {
      resolver: fakeResolver([]),
      deferLaterTexts: true,
      onMissingKey: (key) => missing.push(key),
    });

    expect(await screen.findByRole('heading', { name: 'Proceed to Cart' })).toBeInTheDocument();
    expect(i18n.hasLoadedNamespace('later')).toBe(true);
    expect(missing).toEqual([]);
  });
});
