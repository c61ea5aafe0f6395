import { errorBodySchema } from '@/contract/common/error.contract';
import { photonAnswerSchema, type PhotonAnswer } from '@/contract/geocoder/photon.contract';
import { openApiDocumentSchema } from '@/contract/platform/openapi.contract';
import { startTestServer, type TestServer } from '../start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

async function answer(path: string): Promise<PhotonAnswer> {
  const response = await fetch(`${server.baseUrl}/geocoder/${path}`);
  expect(response.status).toBe(200);
  return photonAnswerSchema.parse(await response.json());
}

const names = (found: PhotonAnswer) => found.features.map((feature) => feature.properties.name);

describe('The reference geocoder’s Photon search (GET /geocoder/api)', () => {
  it('finds places by Finnish or English name, named in the asked language, with their points', async () => {
    const airport = (await answer('api?q=lentoasema&lang=en')).features[0];
    expect(airport?.properties).toMatchObject({ name: 'Helsinki Airport', city: 'Vantaa' });
    const [long, lat] = airport?.geometry.coordinates ?? [0, 0];
    expect(lat).toBeCloseTo(60.317, 2);
    expect(long).toBeCloseTo(24.963, 2);
    expect(names(await answer('api?q=West%20Harbour&lang=fi'))[0]).toBe('Länsisatama, Länsiterminaali 2');
    expect(names(await answer('api?q=KAMPPI&lang=en'))).toEqual(
      expect.arrayContaining(['Kamppi bus station', 'Kamppi Centre']),
    );
  });

  it('keeps to the limit and answers no features for a name it does not know', async () => {
    expect((await answer('api?q=ka&limit=2')).features).toHaveLength(2);
    expect(await answer('api?q=Qwertyuiop')).toEqual({ type: 'FeatureCollection', features: [] });
  });

  it.each([
    ['q=', 'q'],
    ['limit=5', 'q'],
    ['q=kamppi&limit=0', 'limit'],
    ['q=kamppi&limit=many', 'limit'],
    ['q=kamppi&lat=91&lon=24', 'lat'],
    ['q=kamppi&lat=60.1', 'lon'],
    ['q=kamppi&lon=24.9', 'lat'],
    ['q=kamppi&lang=xx', 'lang'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await fetch(`${server.baseUrl}/geocoder/api?${query}`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.details?.map((detail) => detail.field)).toEqual([field]);
    expect(error.message).toContain(field);
  });
});

describe('The reference geocoder’s Photon reverse (GET /geocoder/reverse)', () => {
  it('names the place nearest a point, and none out at sea', async () => {
    expect(names(await answer('reverse?lat=60.1719&lon=24.9414&lang=en'))).toEqual(['Helsinki Central Station']);
    expect((await answer('reverse?lat=60.05&lon=24.9')).features).toEqual([]);
  });

  it.each([
    ['lon=24.9', 'lat'],
    ['lat=60.1&lon=181', 'lon'],
    ['lat=60.1&lon=24.9&radius=100', 'radius'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await fetch(`${server.baseUrl}/geocoder/reverse?${query}`);
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.details?.map((detail) => detail.field)).toEqual([field]);
  });

  it('is described in the OpenAPI document', async () => {
    const document = openApiDocumentSchema.parse(await (await fetch(`${server.baseUrl}/api/docs/openapi.json`)).json());
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/geocoder/api', '/geocoder/reverse']));
  });
});
