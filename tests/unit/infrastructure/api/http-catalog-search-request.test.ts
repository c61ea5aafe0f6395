import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appSearchQuerySchema, type AppSearchResponse } from '@/contract/catalogue/app-search.contract';
import { HttpCatalogSearch } from '@/infrastructure/api/http-catalog-search';
import { HttpClient } from '@/infrastructure/http/http-client';
import { aProduct } from '../../server/orders/support/pricing-fixtures';

/** What app_search was asked, as the server's contract reads it. */
const asked: URL[] = [];
let answer: AppSearchResponse;

describe("HttpCatalogSearch's requests (users/app_search)", () => {
  let server: Server;
  let search: HttpCatalogSearch;

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(new URL(request.url ?? '/', 'http://localhost'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    search = new HttpCatalogSearch(new HttpClient({ baseUrl: `http://127.0.0.1:${port}/api/v1` }));
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    asked.length = 0;
    answer = { query: 'x', page: 1, per_page: 8, stores: [], total_stores: 0, products: [], total_products: 0 };
  });

  const lastQuery = () => {
    const url = asked.at(-1);
    if (!url) throw new Error('Nothing was asked');
    expect(url.pathname).toBe('/api/v1/users/app_search');
    return Object.fromEntries(url.searchParams);
  };

  it("asks for one store's products where a word begins with the text: store_id and autocomplete, as the contract takes them", async () => {
    await search.productNames({ text: 'kala', storeQueryId: 'sataman-helmi', limit: 8 });
    const query = lastQuery();
    expect(query).toEqual({ query: 'kala', page: '1', per_page: '8', store_id: 'sataman-helmi', autocomplete: 'true' });
    expect(appSearchQuerySchema.parse(query)).toMatchObject({ store_id: 'sataman-helmi', autocomplete: true });
  });

  it("searches the stores' whole names, saying so with autocomplete false", async () => {
    await search.findStores({ text: 'pizza', page: 2, pageSize: 50, industryId: 21 });
    const query = lastQuery();
    expect(query).toEqual({ query: 'pizza', page: '2', per_page: '50', industry_id: '21', autocomplete: 'false' });
    expect(appSearchQuerySchema.parse(query)).toMatchObject({ autocomplete: false, industry_id: 21 });
  });

  it('answers the found products’ names, each once', async () => {
    answer = {
      ...answer,
      products: [
        aProduct('a', { name: 'Kalakeitto' }),
        aProduct('b', { name: 'Kalapuikot' }),
        aProduct('c', { name: 'Kalakeitto' }),
      ],
      total_products: 3,
    };
    await expect(search.productNames({ text: 'kala', storeQueryId: 's', limit: 8 })).resolves.toEqual([
      'Kalakeitto',
      'Kalapuikot',
    ]);
  });
});
