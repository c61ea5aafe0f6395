import { screen, within } from '@testing-library/react';
import type { BrowseStores, BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { StoreListingPage } from '@/presentation/pages/store-listing/store-listing-page';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

function browseStoresAnswering(answer: () => Promise<StorePage>) {
  const requests: BrowseStoresRequest[] = [];
  const browse: BrowseStores = (request) => {
    requests.push(request);
    return answer();
  };
  return { browse, requests };
}

describe('Store listing page', () => {
  it('shows each store with its banner and delivery time = delivery + preparation', async () => {
    const { browse } = browseStoresAnswering(async () => ({
      stores: [
        aStore({ queryId: 'a', name: 'Kahvila Aalto' }),
        aStore({
          queryId: 'b',
          name: 'Pizzeria Napoli',
          isOpen: false,
          deliveryTime: { days: 0, hours: 0, minutes: 50 },
          preparationTime: { days: 0, hours: 0, minutes: 25 },
        }),
      ],
      page: 1,
      totalStores: 2,
    }));
    await renderWithProviders(<StoreListingPage />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });

    const napoli = await screen.findByRole('article', { name: 'Pizzeria Napoli' });
    expect(within(napoli).getByRole('heading', { name: 'Pizzeria Napoli' })).toBeInTheDocument();
    expect(within(napoli).getByText('Delivery time 1 h 15 min')).toBeInTheDocument();
    expect(within(napoli).getByText('Closed')).toBeInTheDocument();
    expect(within(napoli).getByRole('img', { name: 'Pizzeria Napoli banner' })).toHaveAttribute(
      'src',
      '/media/aalto.svg',
    );
    const aalto = screen.getByRole('article', { name: 'Kahvila Aalto' });
    expect(within(aalto).getByText('Delivery time 45 min')).toBeInTheDocument();
    expect(within(aalto).getByText('Open')).toBeInTheDocument();
  });

  it('asks for the configured industry unless the address names one', async () => {
    const first = browseStoresAnswering(async () => ({ stores: [], page: 1, totalStores: 0 }));
    const view = await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, first.browse]]),
      config: testConfig({ defaultIndustryId: 30 }),
    });
    await screen.findByText('No Stores Found');
    expect(first.requests).toEqual([{ industryId: 30, page: 1 }]);
    view.unmount();

    const second = browseStoresAnswering(async () => ({ stores: [], page: 1, totalStores: 0 }));
    await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, second.browse]]),
      route: '/products?industryId=22&trade_type_id=4',
    });
    await screen.findByText('No Stores Found');
    expect(second.requests).toEqual([{ industryId: 22, page: 1, tradeTypeId: 4 }]);
  });

  it('ignores a nonsense industry in the address and uses the configured one', async () => {
    const { browse, requests } = browseStoresAnswering(async () => ({ stores: [], page: 1, totalStores: 0 }));
    await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      route: '/?industryId=abc',
    });
    await screen.findByText('No Stores Found');
    expect(requests[0]?.industryId).toBe(21);
  });

  it("fetches the first screen's banners at once and leaves the others to load as they near the viewport", async () => {
    const stores = [
      aStore({ queryId: 'a', name: 'A' }),
      aStore({ queryId: 'b', name: 'B' }),
      aStore({ queryId: 'c', name: 'C' }),
    ];
    const { browse } = browseStoresAnswering(async () => ({ stores, page: 1, totalStores: 3 }));
    await renderWithProviders(<StoreListingPage />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    const banners = await screen.findAllByRole('img');
    expect(banners.map((banner) => banner.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(banners[0]).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows four skeleton rows and the loading text while stores load', async () => {
    const { browse } = browseStoresAnswering(() => new Promise<StorePage>(() => undefined));
    await renderWithProviders(<StoreListingPage />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    expect(await screen.findByText('Loading Shops....')).toBeInTheDocument();
    expect(screen.getAllByTestId('store-skeleton')).toHaveLength(4);
  });

  it("shows the server's message in an alert when loading fails", async () => {
    const { browse } = browseStoresAnswering(() =>
      Promise.reject({ code: 'SERVER_ERROR', message: 'Database is down' }),
    );
    await renderWithProviders(<StoreListingPage />, { resolver: fakeResolver([[useCases.browseStores, browse]]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(screen.queryByText('Loading Shops....')).not.toBeInTheDocument();
  });

  it('falls back to the catalogue text when the error carries no message', async () => {
    const { browse } = browseStoresAnswering(() => Promise.reject({ code: 'REQUEST_TIMEOUT', message: '' }));
    await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      language: 'fi',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Pyyntö aikakatkaistiin');
  });

  it('speaks Finnish when Finnish is chosen', async () => {
    const { browse } = browseStoresAnswering(async () => ({ stores: [aStore()], page: 1, totalStores: 1 }));
    await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      language: 'fi',
    });
    expect(await screen.findByText('Toimitusaika 45 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kaupat' })).toBeInTheDocument();
  });
});
