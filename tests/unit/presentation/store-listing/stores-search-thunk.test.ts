import type { BrowseStores, BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import type { SearchStores, SearchStoresRequest } from '@/application/catalogue/search-stores.use-case';
import { createAppStore } from '@/presentation/store/app-store';
import { selectStoresState, storesRequested } from '@/presentation/store/stores/stores.slice';
import { fakeResolver, useCases } from '../../../support/fake-resolver';
import { aStore } from '../../../support/store-fixtures';

function recordingUseCases() {
  const browsed: BrowseStoresRequest[] = [];
  const searched: SearchStoresRequest[] = [];
  const browse: BrowseStores = async (request) => {
    browsed.push(request);
    return { stores: [aStore({ name: 'Listed' })], page: request.page ?? 1, totalStores: 1 };
  };
  const search: SearchStores = async (request) => {
    searched.push(request);
    return { stores: [aStore({ name: 'Found' })], page: request.page ?? 1, totalStores: 60 };
  };
  const store = createAppStore(
    fakeResolver([
      [useCases.browseStores, browse],
      [useCases.searchStores, search],
    ]),
  );
  return { store, browsed, searched };
}

describe('storesRequested with a search', () => {
  it("asks the server's search for the industry and page, not the industry's pages", async () => {
    const { store, browsed, searched } = recordingUseCases();
    await store.dispatch(storesRequested({ industryId: 22, page: 2, search: 'pizza', tradeTypeId: 4 }));
    expect(searched).toEqual([{ industryId: 22, page: 2, search: 'pizza' }]);
    expect(browsed).toEqual([]);
    expect(selectStoresState(store.getState())).toMatchObject({ status: 'succeeded', page: 2, totalStores: 60 });
    expect(selectStoresState(store.getState()).stores.map((found) => found.name)).toEqual(['Found']);
  });

  it('browses the industry for a blank search, without passing the search on', async () => {
    const { store, browsed, searched } = recordingUseCases();
    await store.dispatch(storesRequested({ industryId: 21, page: 1, search: '  ' }));
    expect(browsed).toEqual([{ industryId: 21, page: 1 }]);
    expect(searched).toEqual([]);
  });
});
