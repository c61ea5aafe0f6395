import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { sessionStarted } from '@/presentation/store/session/session.slice';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';
import { browseStoresAnswering, deferred, ListingRoutes, searchStoresAnswering } from './listing-test-kit';

const restaurants: StorePage = {
  stores: [
    aStore({ queryId: 'napoli', name: 'Pizzeria Napoli' }),
    aStore({ queryId: 'aalto', name: 'Kahvila Aalto' }),
    aStore({ queryId: 'kamppi', name: 'Pizza Kamppi 2' }),
  ],
  page: 1,
  totalStores: 3,
};

describe('Store listing: industry tabs', () => {
  it('offers the seeded industries with the current one selected', async () => {
    const { browse } = browseStoresAnswering(async () => restaurants);
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    const tabs = within(await screen.findByRole('tablist', { name: 'Industries' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Restaurants', 'Groceries', 'Others']);
    expect(screen.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Groceries' })).toHaveAttribute('aria-selected', 'false');
  });

  it('puts a configured industry outside the seeded ones first', async () => {
    const { browse } = browseStoresAnswering(async () => restaurants);
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      config: testConfig({ defaultIndustryId: 40 }),
    });
    const tabs = within(await screen.findByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Stores', 'Restaurants', 'Groceries', 'Others']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('switching the tab resets search, stores and page, keeps the trade type, and reloads', async () => {
    const groceries = deferred<StorePage>();
    const { browse, requests } = browseStoresAnswering((request) =>
      request.industryId === 22 ? groceries.promise : Promise.resolve(restaurants),
    );
    const { search } = searchStoresAnswering(async () => restaurants);
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([
        [useCases.browseStores, browse],
        [useCases.searchStores, search],
      ]),
      route: '/products?industryId=21&page=2&search=pizz&trade_type_id=4',
    });
    expect(await screen.findByRole('article', { name: 'Pizzeria Napoli' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('pizz');

    await user.click(screen.getByRole('tab', { name: 'Groceries' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?industryId=22&trade_type_id=4$/);
    expect(screen.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('');
    expect(screen.queryByRole('article', { name: 'Pizzeria Napoli' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading Shops....')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ industryId: 22, page: 1, tradeTypeId: 4 });
    expect(screen.getByRole('tab', { name: 'Groceries' })).toHaveAttribute('aria-selected', 'true');

    await act(async () => groceries.resolve({ stores: [aStore({ name: 'Kauppa Vallila' })], page: 1, totalStores: 1 }));
    expect(await screen.findByRole('article', { name: 'Kauppa Vallila' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { browse, requests } = browseStoresAnswering(async () => restaurants);
    const user = userEvent.setup();
    await renderWithProviders(<ListingRoutes />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    await screen.findByRole('article', { name: 'Kahvila Aalto' });
    screen.getByRole('tab', { name: 'Restaurants' }).focus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Groceries' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Groceries' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Others' })).toHaveFocus();
    expect(requests.map((request) => request.industryId)).toEqual([21, 22, 21, 23]);
  });

  it("uses the session's industry types when it names them, translated where the locale files name them", async () => {
    const { browse } = browseStoresAnswering(async () => restaurants);
    const { store } = await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
    });
    await screen.findByRole('article', { name: 'Kahvila Aalto' });

    act(() => {
      store.dispatch(
        sessionStarted({
          token: 'guest-token',
          kind: 'anonymous',
          startedAt: 0,
          user: {
            queryId: 'usr-guest',
            status: 'active',
            fullName: '',
            mobileNumber: '',
            industryTypes: [
              { id: 22, name: 'Groceries' },
              { id: 21, name: 'Restaurants' },
              { id: 30, name: 'Pharmacy' },
            ],
          },
        }),
      );
    });

    const tabs = within(screen.getByRole('tablist', { name: 'Industries' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Groceries', 'Restaurants', 'Pharmacy']);
    expect(screen.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the configured industries without a session', async () => {
    const { browse } = browseStoresAnswering(async () => restaurants);
    await renderWithProviders(<ListingRoutes />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      config: testConfig({ industryIds: [23, 21] }),
    });
    const tabs = within(await screen.findByRole('tablist', { name: 'Industries' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Others', 'Restaurants']);
  });
});
