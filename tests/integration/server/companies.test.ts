import { companiesResponseSchema, type CompaniesResponse } from '@/contract/catalogue/companies.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer, type TestServer } from './start-test-server';
import { drawingOf, readPngAnswer } from './static/png-answer';

const seededIn = (industryId: number) =>
  seedStores.filter((store) => store.industries.some((industry) => industry.id === industryId));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

async function getCompanies(query: string): Promise<CompaniesResponse> {
  const response = await fetch(`${server.baseUrl}/api/v1/companies${query}`);
  expect(response.status).toBe(200);
  return companiesResponseSchema.parse(await response.json());
}

const queryIds = (page: CompaniesResponse) => page.industries.companies.map((c) => c.query_id);

describe('GET /api/v1/companies', () => {
  it('answers the seeded stores, ordered by name, in the contract shape', async () => {
    const page = await getCompanies('');

    expect(page.industryId).toBeNull();
    expect(page.page).toBe(1);
    expect(page.total_companies).toBe(seedStores.length);
    expect(seedStores.length).toBeGreaterThanOrEqual(30);
    const names = page.industries.companies.map((c) => c.name);
    expect(names).toEqual([...names].sort());
    expect(new Set(page.industries.companies.map((c) => c.shop_status))).toEqual(new Set(['open', 'closed']));
    const pizzeria = page.industries.companies.find((c) => c.query_id === 'pizzeria-vallila');
    expect(pizzeria).toMatchObject({
      currency: 'EUR',
      min_amount: 1200,
      industries: [{ name: 'Restaurants' }],
      delivery_time: { day: 0, hour: 0, minute: 30 },
      banner_url: '/media/pizzeria-vallila.png',
    });
    expect(pizzeria?.working_days).toHaveLength(pizzeria?.time_slots.length ?? -1);
  });

  it('filters by industry', async () => {
    const restaurants = await getCompanies('?industry_id=21');
    const groceries = await getCompanies('?industry_id=22');

    expect(restaurants.industryId).toBe(21);
    expect(restaurants.total_companies).toBe(seededIn(21).length);
    expect(restaurants.industries.companies.every((c) => c.industries.some((i) => i.name === 'Restaurants'))).toBe(
      true,
    );
    expect(queryIds(groceries).sort()).toEqual(
      seededIn(22)
        .map((store) => store.query_id)
        .sort(),
    );
    expect(groceries.total_companies).toBe(seededIn(22).length);
  });

  it('answers no stores for an industry without any', async () => {
    const page = await getCompanies('?industry_id=999');

    expect(page.industries.companies).toEqual([]);
    expect(page.total_companies).toBe(0);
  });

  it('pages with page and page_size, counting all matches', async () => {
    const all = await getCompanies('?industry_id=22');
    const total = seededIn(22).length;
    const pageNumbers = Array.from({ length: Math.ceil(total / 2) + 1 }, (_, index) => index + 1);
    const pages = await Promise.all(
      pageNumbers.map((page) => getCompanies(`?industry_id=22&page_size=2&page=${page}`)),
    );

    expect(total).toBe(5);
    expect(pages.map((p) => p.industries.companies.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((p) => p.total_companies)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3, 4]);
    expect(pages.flatMap(queryIds)).toEqual(queryIds(all));
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=101', 'page_size'],
    ['industry_id=x', 'industry_id'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const response = await fetch(`${server.baseUrl}/api/v1/companies?${query}`);

    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(await response.json());
    expect(body.error.message).toBe(`Invalid query parameters: ${field}`);
    expect(body.error.details?.map((d) => d.field)).toEqual([field]);
    expect(body.error.details?.[0]?.message).toEqual(expect.any(String));
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/v1/nothing-here'],
    ['POST', '/api/v1/companies'],
    ['GET', '/merchant/v1/nothing-here'],
  ])('%s %s answers 404 with the error body, even to a browser', async (method, path) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { accept: 'text/html,application/json' },
    });

    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toContain(path);
  });
});

describe('seed media', () => {
  it('serves every listed banner as a PNG, and the drawing it is made from as SVG', async () => {
    const page = await getCompanies('?page_size=100');

    for (const { banner_url } of page.industries.companies) {
      const response = await fetch(`${server.baseUrl}${banner_url}`);
      expect([banner_url, response.status]).toEqual([banner_url, 200]);
      const png = await readPngAnswer(response);
      expect([banner_url, png.contentType, png.isPng]).toEqual([banner_url, 'image/png', true]);
      const drawing = await fetch(`${server.baseUrl}${drawingOf(banner_url ?? '')}`);
      expect(drawing.headers.get('content-type')).toContain('image/svg+xml');
      expect(await drawing.text()).toContain('<svg');
    }
  });
});
