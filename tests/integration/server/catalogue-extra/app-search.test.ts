import { appSearchResponseSchema, type AppSearchResponse } from '@/contract/catalogue/app-search.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { openApiDocumentSchema } from '@/contract/platform/openapi.contract';
import { seedMenus } from '@/server/seed/seed-menus';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer, type TestServer } from '../start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

const search = (query: string) => fetch(`${server.baseUrl}/api/v1/users/app_search?${query}`);

async function found(query: string): Promise<AppSearchResponse> {
  const response = await search(query);
  expect(response.status).toBe(200);
  return appSearchResponseSchema.parse(await response.json());
}

const seededProducts = seedMenus.flatMap((menu) =>
  menu.categories.flatMap((category) => category.subCategories.flatMap((sub) => sub.products)),
);

const storeIds = (answer: AppSearchResponse) => answer.stores.map((store) => store.query_id);
const productIds = (answer: AppSearchResponse) => answer.products.map((product) => product.query_id);

describe('GET /api/v1/users/app_search', () => {
  it('finds stores by name, shop name or tag and products by name, in any case, without a session', async () => {
    const answer = await found('query=PIZZA');

    const expectedStores = seedStores
      .filter((store) => [store.name, store.shop_name, store.tag].some((text) => text?.toLowerCase().includes('pizza')))
      .map((store) => store.query_id);
    const expectedProducts = seededProducts
      .filter((product) => product.name.toLowerCase().includes('pizza'))
      .map((product) => product.query_id);
    expect(answer.query).toBe('PIZZA');
    expect(expectedStores.length).toBeGreaterThanOrEqual(5);
    expect(storeIds(answer).sort()).toEqual([...expectedStores].sort());
    expect(answer.total_stores).toBe(expectedStores.length);
    expect(productIds(answer).sort()).toEqual([...expectedProducts].sort());
    expect(answer.total_products).toBe(expectedProducts.length);
  });

  it('matches Finnish letters in any case', async () => {
    const answer = await found(`query=${encodeURIComponent('KEITTIÖ')}`);

    expect(storeIds(answer)).toEqual(expect.arrayContaining(['kallion-keittio', 'keittio-arabia', 'areena-keittio']));
  });

  it('answers stores and products in the contract shape, stores by name', async () => {
    const answer = await found('query=lohi');

    expect(answer.products.find((product) => product.query_id === 'sataman-helmi--lohikeitto')).toMatchObject({
      name: 'Lohikeitto',
      cost: 1490,
      merchant: { query_id: 'sataman-helmi', name: 'Sataman Helmi' },
    });
    const names = answer.products.map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('keeps both lists to one store with store_id', async () => {
    const answer = await found('query=a&store_id=sataman-helmi&per_page=100');

    expect(storeIds(answer)).toEqual(['sataman-helmi']);
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((product) => product.merchant.query_id === 'sataman-helmi')).toBe(true);
  });

  it('keeps both lists to the stores of one industry with industry_id', async () => {
    const answer = await found('query=kauppa&industry_id=22');
    const groceries = new Set(
      seedStores.filter((store) => store.industries.some((industry) => industry.id === 22)).map((s) => s.query_id),
    );

    expect(answer.stores.length).toBeGreaterThan(0);
    expect(storeIds(answer).every((id) => groceries.has(id))).toBe(true);
    expect(storeIds(answer)).not.toContain('kukkakauppa-ullanlinna');
  });

  it('matches only where a word begins with autocomplete=true', async () => {
    const anywhere = await found('query=burger');
    const wordStart = await found('query=burger&autocomplete=true');

    expect(storeIds(anywhere)).toContain('smash-burger-kallio');
    expect(storeIds(anywhere)).toContain('toolon-burgeri');
    expect(productIds(anywhere)).toContain('burgeri-sornainen--juustoburgeri');
    expect(storeIds(wordStart)).toContain('smash-burger-kallio');
    expect(productIds(wordStart)).toContain('toolon-burgeri--burgeri-t-paita');
    expect(productIds(wordStart)).not.toContain('burgeri-sornainen--juustoburgeri');
  });

  it('pages both lists alike, 50 by default', async () => {
    const first = await found('query=e');
    const second = await found('query=e&page=2');

    expect(first.per_page).toBe(50);
    expect(first.total_products).toBeGreaterThan(50);
    expect(first.products).toHaveLength(50);
    expect(second.page).toBe(2);
    expect(second.products).toHaveLength(Math.min(50, first.total_products - 50));
    expect(new Set([...productIds(first), ...productIds(second)]).size).toBe(
      first.products.length + second.products.length,
    );
  });

  it('collapses spaces and treats % and _ as nothing special', async () => {
    const spaced = await found(`query=${encodeURIComponent('  pizzeria   vallila ')}`);

    expect(spaced.query).toBe('pizzeria vallila');
    expect(storeIds(spaced)).toEqual(['pizzeria-vallila']);
  });

  it.each([
    ['', 'query'],
    ['query=', 'query'],
    ['query=%20%20', 'query'],
    ['query=pizza%25', 'query'],
    ['query=a_b', 'query'],
    [`query=${'a'.repeat(101)}`, 'query'],
    ['query=pizza&page=0', 'page'],
    ['query=pizza&per_page=101', 'per_page'],
    ['query=pizza&industry_id=x', 'industry_id'],
    ['query=pizza&autocomplete=maybe', 'autocomplete'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const response = await search(query);

    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.message).toBe(`Invalid query parameters: ${field}`);
    expect(body.error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the search with its query parameters, only the text required', async () => {
    const document = openApiDocumentSchema.parse(await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json());
    const operation = document.paths['/api/v1/users/app_search']?.['get'] as
      (Record<string, unknown> & { parameters: { name: string; required: boolean }[] }) | undefined;

    expect(operation?.parameters.map(({ name, required }) => ({ name, required }))).toEqual([
      { name: 'query', required: true },
      { name: 'page', required: false },
      { name: 'per_page', required: false },
      { name: 'store_id', required: false },
      { name: 'industry_id', required: false },
      { name: 'autocomplete', required: false },
    ]);
  });
});
