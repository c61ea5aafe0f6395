import { screen } from '@testing-library/react';
import type { BrowseStores, BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import { useCases } from '../../support/fake-resolver';
import type { StorePage } from '@/domain/catalogue/store';
import { requestStoresAhead } from '@/presentation/pages/store-listing/request-stores-ahead';
import { StoreListingPage } from '@/presentation/pages/store-listing/store-listing-page';
import { createAppStore } from '@/presentation/store/app-store';
import { storesNeeded, storesRequestedAhead } from '@/presentation/store/stores/stores.slice';
import { aStore } from '../../support/store-fixtures';
import { fakeResolver, renderWithProviders, testConfig } from '../support/render-with-providers';

function browseStoresAnswering(...answers: Array<() => Promise<StorePage>>) {
  const requests: BrowseStoresRequest[] = [];
  const browse: BrowseStores = (request) => {
    requests.push(request);
    const answer = answers[Math.min(requests.length, answers.length) - 1]!;
    return answer();
  };
  return { browse, requests };
}

const harbour = async (): Promise<StorePage> => ({
  stores: [aStore({ queryId: 'harbour', name: 'Harbour Kitchen' })],
  page: 1,
  totalStores: 1,
});

describe('The store listing requested at start-up, beside the sign-in', () => {
  it('shows the stores requested before the listing was drawn, without asking again', async () => {
    const { browse, requests } = browseStoresAnswering(harbour);
    const config = testConfig();
    await renderWithProviders(<StoreListingPage />, {
      resolver: fakeResolver([[useCases.browseStores, browse]]),
      route: '/?industryId=22&page=2',
      config,
      beforeFirstRender: (store) =>
        requestStoresAhead(store, config, { pathname: '/', search: '?industryId=22&page=2' }),
    });

    expect(await screen.findByText('Harbour Kitchen')).toBeInTheDocument();
    expect(requests).toEqual([{ industryId: 22, page: 2 }]);
  });

  it('asks again when the request sent ahead had failed before the listing showed', async () => {
    const { browse, requests } = browseStoresAnswering(() => Promise.reject({ code: 'SERVER_ERROR', message: '' }));
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequestedAhead({ industryId: 21, page: 1 }));
    await store.dispatch(storesNeeded({ industryId: 21, page: 1 }));

    expect(requests).toHaveLength(2);
  });

  it('takes over the request sent ahead once: the next visit to the listing asks again', async () => {
    const { browse, requests } = browseStoresAnswering(harbour);
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequestedAhead({ industryId: 21, page: 1 }));
    await store.dispatch(storesNeeded({ industryId: 21, page: 1 }));
    await store.dispatch(storesNeeded({ industryId: 21, page: 1 }));

    expect(requests).toHaveLength(2);
  });

  it("sends the listing's own request when it asks for other stores than those sent ahead", async () => {
    const { browse, requests } = browseStoresAnswering(harbour);
    const store = createAppStore(fakeResolver([[useCases.browseStores, browse]]));
    await store.dispatch(storesRequestedAhead({ industryId: 21, page: 1 }));
    await store.dispatch(storesNeeded({ industryId: 21, page: 1, near: { lat: 60.17, long: 24.94 } }));

    expect(requests[1]).toEqual({ industryId: 21, page: 1, near: { lat: 60.17, long: 24.94 } });
  });

  it.each([
    ['another page', '/about-us', {}],
    ['a single-merchant host, whose start page is that store', '/', { singleMerchantQueryId: 'harbour' }],
    ['the transport mode', '/', { transportMode: true }],
  ])('sends nothing ahead on %s', async (_case, pathname, overrides) => {
    const { browse, requests } = browseStoresAnswering(harbour);
    const resolver = fakeResolver([[useCases.browseStores, browse]]);
    const { store } = await renderWithProviders(<p>elsewhere</p>, { resolver, config: testConfig(overrides) });
    requestStoresAhead(store, testConfig(overrides), { pathname, search: '' });

    expect(requests).toEqual([]);
  });
});
