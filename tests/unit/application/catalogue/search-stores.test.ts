import { createSearchStores } from '@/application/catalogue/search-stores.use-case';
import type { CatalogSearch, StoreSearchQuery } from '@/application/ports/catalog-search.port';
import type { StorePage } from '@/domain/catalogue/store';
import { aStore } from '../../../support/store-fixtures';

class RecordingCatalogSearch implements CatalogSearch {
  readonly queries: StoreSearchQuery[] = [];
  async findStores(query: StoreSearchQuery): Promise<StorePage> {
    this.queries.push(query);
    return { stores: [aStore({ name: 'Pizzeria Napoli' })], page: query.page, totalStores: 51 };
  }
  async productNames(): Promise<readonly string[]> {
    throw new Error('The store search asks for no product names');
  }
}

describe('SearchStores', () => {
  it('asks the search for 50 stores of the industry with the trimmed text', async () => {
    const search = new RecordingCatalogSearch();
    const page = await createSearchStores({ catalogSearch: search })({ industryId: 21, search: ' pizza ', page: 2 });
    expect(search.queries).toEqual([{ text: 'pizza', page: 2, pageSize: 50, industryId: 21 }]);
    expect(page).toEqual({ stores: [aStore({ name: 'Pizzeria Napoli' })], page: 2, totalStores: 51 });
  });

  it('starts at page 1 when no page, or a page below 1, is asked for', async () => {
    const search = new RecordingCatalogSearch();
    const find = createSearchStores({ catalogSearch: search });
    await find({ industryId: 21, search: 'pizza' });
    await find({ industryId: 21, search: 'pizza', page: -3 });
    expect(search.queries.map((query) => query.page)).toEqual([1, 1]);
  });

  it('finds nothing, without asking, for a blank text or one with symbols', async () => {
    const search = new RecordingCatalogSearch();
    const find = createSearchStores({ catalogSearch: search });
    expect(await find({ industryId: 21, search: '   ' })).toEqual({ stores: [], page: 1, totalStores: 0 });
    expect(await find({ industryId: 21, search: 'piz!', page: 3 })).toEqual({ stores: [], page: 3, totalStores: 0 });
    expect(search.queries).toEqual([]);
  });
});
