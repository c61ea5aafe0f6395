import { orderPickup } from '@/domain/catalogue/pickup-location';
import { HttpProductCatalog } from '@/infrastructure/api/http-product-catalog';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { HttpClient } from '@/infrastructure/http/http-client';
import { arenaVenue, arenaVenueQueryId } from '@/server/seed/arena-venue';
import { startTestServer, type TestServer } from './server/start-test-server';

describe('Pickup locations from the reference server', () => {
  let server: TestServer;
  let http: HttpClient;

  beforeAll(async () => {
    server = await startTestServer();
    http = new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("reads the arena venue's pickup locations, in the venue's order, with their pictures", async () => {
    const venue = await new HttpProductCatalog(http).store(arenaVenueQueryId);
    expect(venue.pickupLocations?.map((location) => location.name)).toEqual([
      'Portti A – Grilli',
      'Portti B – Pizza',
      'Portti C – Vegaani',
      'Portti D – Kahvila',
    ]);
    expect(venue.pickupLocations?.[0]).toEqual({
      id: 'areena-keittio--portti-a',
      name: 'Portti A – Grilli',
      description: 'Lower concourse, next to gate A.',
      pictureUrl: '/media/arena/portti-a.png',
    });
    expect(orderPickup(venue.pickupLocations ?? []).kind).toBe('any');
    expect(venue.addressDescription).toBe(arenaVenue.address.description);
  });

  it('gives every other store of the listing an empty list', async () => {
    const page = await new HttpStoreCatalog(http).listStores({ industryId: 21, page: 1, pageSize: 25 });
    const others = page.stores.filter((store) => store.queryId !== arenaVenueQueryId);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((store) => store.pickupLocations?.length === 0)).toBe(true);
  });

  it('serves the pictures the pickup locations name', async () => {
    const answer = await fetch(`${server.baseUrl}/media/arena/portti-a.png`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });
});
