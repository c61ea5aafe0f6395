import { rm } from 'node:fs/promises';
import { largestOutboxPage, outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { appSearchResponseSchema, largestSearchPage } from '@/contract/catalogue/app-search.contract';
import { categoriesResponseSchema, largestStoreMenu } from '@/contract/catalogue/categories.contract';
import { companiesResponseSchema, largestCompaniesPage } from '@/contract/catalogue/companies.contract';
import { largestProductsPage, productsResponseSchema } from '@/contract/catalogue/products.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { seedStores } from '@/server/seed/seed-stores';
import { newSeededTestDataDir } from './pglite-template';
import { filledCategoryName, filledMessageSubject, filledStoreName, type ListFilling } from './tasks/list-filling';
import { runTask } from './run-task';
import { startTestServer, type TestServer } from './start-test-server';

// More of each list than one answer may hold: every answer stops at its cap, in its route's order.
const addedStores = 120;
const addedCategories = largestStoreMenu + 1;
const addedMessages = largestOutboxPage + 1;
/** The seeded store whose menu has more products than a page holds. */
const bigMenuStore = 'lahikauppa-kruununhaka';

let server: TestServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await newSeededTestDataDir();
  const filling: ListFilling = {
    stores: addedStores,
    categories: { storeQueryId: 'sataman-helmi', count: addedCategories },
    outboxMessages: addedMessages,
  };
  const filled = await runTask('tests/integration/server/tasks/fill-lists.task.ts', [dataDir, JSON.stringify(filling)]);
  expect(filled).toMatchObject({ code: 0, stderr: '' });
  server = await startTestServer({ dataDir });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.json();
}

const sorted = (names: readonly string[]) => [...names].sort();

describe('lists that grow with the data stop at their cap', () => {
  it(`lists at most ${largestCompaniesPage} stores a page, by name, and counts them all`, async () => {
    const first = companiesResponseSchema.parse(await getJson(`/api/v1/companies?page_size=${largestCompaniesPage}`));
    const second = companiesResponseSchema.parse(
      await getJson(`/api/v1/companies?page_size=${largestCompaniesPage}&page=2`),
    );

    const total = seedStores.length + addedStores;
    expect(first.total_companies).toBe(total);
    expect(first.industries.companies).toHaveLength(largestCompaniesPage);
    expect(second.industries.companies).toHaveLength(total - largestCompaniesPage);
    const names = [...first.industries.companies, ...second.industries.companies].map((store) => store.name);
    expect(names).toEqual(sorted(names));
  });

  it(`finds at most ${largestSearchPage} stores and ${largestSearchPage} products a page`, async () => {
    const stores = appSearchResponseSchema.parse(
      await getJson(`/api/v1/users/app_search?query=kattokahvila&per_page=${largestSearchPage}`),
    );
    const products = appSearchResponseSchema.parse(
      await getJson(`/api/v1/users/app_search?query=a&per_page=${largestSearchPage}`),
    );

    expect(stores.total_stores).toBe(addedStores);
    expect(stores.stores.map((store) => store.name)).toEqual(stores.stores.map((_, index) => filledStoreName(index)));
    expect(products.total_products).toBeGreaterThan(largestSearchPage);
    expect(products.products).toHaveLength(largestSearchPage);
  });

  it(`lists at most ${largestProductsPage} of a store's products a page`, async () => {
    const page = productsResponseSchema.parse(
      await getJson(`/api/v1/products?organization_query_id=${bigMenuStore}&per_page=${largestProductsPage}`),
    );

    expect(page.total_products).toBeGreaterThan(largestProductsPage);
    expect(page.products).toHaveLength(largestProductsPage);
  });

  it(`lists the first ${largestStoreMenu} categories of a menu, in menu order`, async () => {
    const { categories } = categoriesResponseSchema.parse(await getJson('/api/v1/companies/sataman-helmi/categories'));

    expect(categories).toHaveLength(largestStoreMenu);
    const added = categories.filter((category) => category.id.includes('--filled-'));
    expect(added.map((category) => category.name)).toEqual(added.map((_, index) => filledCategoryName(index)));
    expect(categories.length - added.length).toBeGreaterThan(0);
  });

  it(`answers at most ${largestOutboxPage} sandbox messages, the newest first`, async () => {
    const { messages } = outboxResponseSchema.parse(await getJson(`/dev/outbox?limit=${largestOutboxPage}`));

    expect(messages).toHaveLength(largestOutboxPage);
    expect(messages[0]?.subject).toBe(filledMessageSubject(addedMessages - 1));
    const ids = messages.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it.each([
    [`/api/v1/companies?page_size=${largestCompaniesPage + 1}`, 'page_size'],
    [`/api/v1/users/app_search?query=a&per_page=${largestSearchPage + 1}`, 'per_page'],
    [`/api/v1/products?organization_query_id=${bigMenuStore}&per_page=${largestProductsPage + 1}`, 'per_page'],
    [`/dev/outbox?limit=${largestOutboxPage + 1}`, 'limit'],
  ])('refuses %s with 400 naming %s', async (path, field) => {
    const response = await fetch(`${server.baseUrl}${path}`);

    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.details?.map((detail) => detail.field)).toEqual([field]);
  });
});
