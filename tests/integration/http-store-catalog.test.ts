import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { durationInMinutes } from '@/domain/catalogue/duration';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { HttpClient } from '@/infrastructure/http/http-client';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer, type TestServer } from './server/start-test-server';

const restaurants = 21;
const seededRestaurants = seedStores.filter((store) =>
  store.industries.some((industry) => industry.id === restaurants),
);

describe('HttpStoreCatalog against the reference server', () => {
  let server: TestServer;
  let catalog: HttpStoreCatalog;

  beforeAll(async () => {
    server = await startTestServer();
    catalog = new HttpStoreCatalog(new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` }));
  });

  afterAll(async () => {
    await server.stop();
  });

  it('lists the seeded restaurants as domain stores', async () => {
    const page = await catalog.listStores({ industryId: restaurants, page: 1, pageSize: 25 });
    expect(page.totalStores).toBe(seededRestaurants.length);
    expect(page.stores.map((store) => store.name).sort()).toEqual(seededRestaurants.map((store) => store.name).sort());
    expect(page.stores.every((store) => store.industries.includes('Restaurants'))).toBe(true);
  });

  it('carries the delivery and preparation times that the listing adds up', async () => {
    const page = await catalog.listStores({ industryId: restaurants, page: 1, pageSize: 25 });
    for (const seeded of seededRestaurants) {
      const store = page.stores.find((candidate) => candidate.queryId === seeded.query_id);
      const expectedMinutes =
        seeded.delivery_time.day * 1440 +
        seeded.delivery_time.hour * 60 +
        seeded.delivery_time.minute +
        seeded.preparation_time.day * 1440 +
        seeded.preparation_time.hour * 60 +
        seeded.preparation_time.minute;
      expect(store && durationInMinutes(shownDeliveryTime(store))).toBe(expectedMinutes);
      expect(store?.isOpen).toBe(seeded.shop_status === 'open');
    }
  });

  it('pages through the stores without overlap', async () => {
    const first = await catalog.listStores({ industryId: restaurants, page: 1, pageSize: 2 });
    const second = await catalog.listStores({ industryId: restaurants, page: 2, pageSize: 2 });
    expect(first.stores).toHaveLength(2);
    expect(second.page).toBe(2);
    const ids = [...first.stores, ...second.stores].map((store) => store.queryId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns a refused request into an AppError with the server message', async () => {
    await expect(catalog.listStores({ industryId: restaurants, page: 0, pageSize: 25 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: expect.stringContaining('page'),
    });
  });

  it('reports an answer that breaks the contract as INVALID_RESPONSE, not a crash', async () => {
    const wrongPlace = new HttpStoreCatalog(new HttpClient({ baseUrl: `${server.baseUrl}/media` }));
    await expect(wrongPlace.listStores({ industryId: restaurants, page: 1, pageSize: 25 })).rejects.toMatchObject({
      code: expect.stringMatching(/^(NOT_FOUND|INVALID_RESPONSE)$/),
    });
  });

  it('reports an unreachable server as Request Timeout', async () => {
    const nowhere = new HttpStoreCatalog(new HttpClient({ baseUrl: 'http://127.0.0.1:9/api/v1' }));
    await expect(nowhere.listStores({ industryId: restaurants, page: 1, pageSize: 25 })).rejects.toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Request Timeout',
      status: 0,
    });
  });
});
