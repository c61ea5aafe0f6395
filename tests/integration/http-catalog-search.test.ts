import { HttpCatalogSearch } from '@/infrastructure/api/http-catalog-search';
import { HttpClient } from '@/infrastructure/http/http-client';
import { seedMenus } from '@/server/seed/seed-menus';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer, type TestServer } from './server/start-test-server';

const restaurants = 21;
const pizzaRestaurants = seedStores
  .filter((store) => store.industries.some((industry) => industry.id === restaurants))
  .filter((store) => [store.name, store.shop_name, store.tag].some((text) => text?.toLowerCase().includes('pizza')))
  .map((store) => store.query_id)
  .sort();

describe('HttpCatalogSearch against the reference server', () => {
  let server: TestServer;
  let search: HttpCatalogSearch;

  beforeAll(async () => {
    server = await startTestServer();
    search = new HttpCatalogSearch(new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` }));
    // Starting the server migrates and seeds a fresh database, which takes long on a busy machine.
  });

  afterAll(async () => {
    await server.stop();
  });

  it('finds the stores of the industry whose names hold the text, in any case, as domain stores', async () => {
    const page = await search.findStores({ text: 'PIZZA', page: 1, pageSize: 50, industryId: restaurants });
    expect(pizzaRestaurants.length).toBeGreaterThan(0);
    expect(page.stores.map((store) => store.queryId).sort()).toEqual(pizzaRestaurants);
    expect(page.totalStores).toBe(pizzaRestaurants.length);
    expect(page.page).toBe(1);
    expect(page.stores.every((store) => store.industries.includes('Restaurants'))).toBe(true);
  });

  it('pages the result by the asked size', async () => {
    const first = await search.findStores({ text: 'a', page: 1, pageSize: 2 });
    const second = await search.findStores({ text: 'a', page: 2, pageSize: 2 });
    expect(first.stores).toHaveLength(2);
    expect(second.page).toBe(2);
    const ids = [...first.stores, ...second.stores].map((store) => store.queryId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.totalStores).toBeGreaterThan(2);
  });

  it('answers an empty page for a text no store holds', async () => {
    await expect(search.findStores({ text: 'zzqx', page: 1, pageSize: 50 })).resolves.toEqual({
      stores: [],
      page: 1,
      totalStores: 0,
    });
  });

  it("offers one store's product names where a word begins with the text (store_id, autocomplete)", async () => {
    const helmi = seedMenus
      .filter((menu) => menu.companyQueryId === 'sataman-helmi')
      .flatMap((menu) => menu.categories.flatMap((category) => category.subCategories.flatMap((sub) => sub.products)))
      .map((product) => product.name);
    const wordStartsKal = helmi.filter((name) => name.split(' ').some((word) => word.toLowerCase().startsWith('kal')));
    const holdsKal = helmi.filter((name) => name.toLowerCase().includes('kal'));
    // Kotikalja holds the text inside a word only, which a type-ahead leaves out.
    expect(holdsKal.length).toBeGreaterThan(wordStartsKal.length);
    expect(wordStartsKal.length).toBeGreaterThan(0);

    const names = await search.productNames({ text: 'KAL', storeQueryId: 'sataman-helmi', limit: 50 });
    expect([...names].sort()).toEqual([...new Set(wordStartsKal)].sort());
  });

  it('offers at most the asked number of names, and none of another store', async () => {
    const names = await search.productNames({ text: 'a', storeQueryId: 'sataman-helmi', limit: 2 });
    expect(names.length).toBeLessThanOrEqual(2);
    await expect(search.productNames({ text: 'kala', storeQueryId: 'no-such-store', limit: 8 })).resolves.toEqual([]);
  });

  it('turns a refused text into an AppError with the server message', async () => {
    await expect(search.findStores({ text: 'piz!za', page: 1, pageSize: 50 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Invalid query parameters: query',
    });
  });
});
