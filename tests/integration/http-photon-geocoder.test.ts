import { PhotonAddressLookup } from '@/infrastructure/geo/photon-address-lookup';
import { PhotonAddressSearch } from '@/infrastructure/geo/photon-address-search';
import { PhotonClient } from '@/infrastructure/geo/photon-client';
import { startTestServer, type TestServer } from './server/start-test-server';

const helsinki = { lat: 60.1675, long: 24.9525 };

describe('The Photon adapters against the reference server’s geocoder', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  const photon = (language: string) => new PhotonClient(`${server.baseUrl}/geocoder/`, () => language);

  it('suggests places for what a rider types, in the page’s language, and locates the one chosen', async () => {
    const search = new PhotonAddressSearch(photon('fi'), helsinki);
    const [airport] = await search.suggest('lentoasema');
    expect(airport?.description).toBe('Helsinki-Vantaan lentoasema, Lentoasemantie 1, Vantaa');
    const point = await search.locate(airport?.id ?? '');
    expect(point?.lat).toBeCloseTo(60.317, 2);
    expect(point?.long).toBeCloseTo(24.963, 2);

    const english = await new PhotonAddressSearch(photon('en'), helsinki).suggest('Kamppi');
    expect(english.map((suggestion) => suggestion.description)).toEqual(
      expect.arrayContaining(['Kamppi bus station, Narinkka 3, Kamppi, Helsinki']),
    );
  });

  it('names the place at a point, and nothing out at sea', async () => {
    const lookup = new PhotonAddressLookup(photon('en'));
    const place = await lookup.placeAt({ lat: 60.1719, long: 24.9414 });
    expect(place?.label).toBe('Helsinki Central Station, Kaivokatu 1, Kluuvi, Helsinki');
    expect(place?.street).toBe('Kaivokatu');
    await expect(lookup.placeAt({ lat: 60.05, long: 24.9 })).resolves.toBeNull();
  });

  it('rejects with an AppError when no geocoder answers there', async () => {
    const nowhere = new PhotonClient(`${server.baseUrl}/no-geocoder`, () => 'en');
    await expect(new PhotonAddressSearch(nowhere, helsinki).suggest('Kamppi')).rejects.toMatchObject({
      code: expect.any(String) as string,
      message: expect.any(String) as string,
    });
  });
});
