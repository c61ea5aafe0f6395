import { createBrowseStores } from '@/application/catalogue/browse-stores.use-case';
import type { StoreCatalog, StoreQuery } from '@/application/ports/store-catalog.port';
import type { StorePage } from '@/domain/catalogue/store';

class RecordingStoreCatalog implements StoreCatalog {
  readonly queries: StoreQuery[] = [];
  async listStores(query: StoreQuery): Promise<StorePage> {
    this.queries.push(query);
    return { stores: [], page: query.page, totalStores: 0 };
  }
}

describe('BrowseStores', () => {
  it('asks the catalogue for 25 stores of the industry on the requested page', async () => {
    const catalog = new RecordingStoreCatalog();
    await createBrowseStores({ storeCatalog: catalog })({ industryId: 21, page: 3, near: { lat: 60.17, long: 24.94 } });
    expect(catalog.queries).toEqual([{ industryId: 21, page: 3, pageSize: 25, near: { lat: 60.17, long: 24.94 } }]);
  });

  it('starts at page 1 when no page, or a page below 1, is asked for', async () => {
    const catalog = new RecordingStoreCatalog();
    const browse = createBrowseStores({ storeCatalog: catalog });
    await browse({ industryId: 21 });
    await browse({ industryId: 21, page: 0 });
    expect(catalog.queries.map((query) => query.page)).toEqual([1, 1]);
  });

  it('passes the trade type on when there is one', async () => {
    const catalog = new RecordingStoreCatalog();
    await createBrowseStores({ storeCatalog: catalog })({ industryId: 22, tradeTypeId: 4 });
    expect(catalog.queries[0]).toMatchObject({ industryId: 22, tradeTypeId: 4 });
  });
});
