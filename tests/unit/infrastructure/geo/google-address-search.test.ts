import {
  addressSearchRadiusMetres,
  GoogleAddressSearch,
  type AddressPredictionRequest,
  type GooglePlaces,
} from '@/infrastructure/geo/google-address-search';

const hostPoint = { lat: 60.1699, long: 24.9384 };

function placesAnswering(predictions: ReturnType<GooglePlaces['getPlacePredictions']>) {
  const requests: AddressPredictionRequest[] = [];
  const geocoded: unknown[] = [];
  const places: GooglePlaces = {
    getPlacePredictions: (request) => {
      requests.push(request);
      return predictions;
    },
    geocode: async (request) => {
      geocoded.push(request);
      return { results: [{ geometry: { location: { lat: () => 60.17, lng: () => 24.94 } } }] };
    },
  };
  return { places, requests, geocoded };
}

describe('GoogleAddressSearch', () => {
  it('asks for address results only, biased to 20 km around the host\u2019s point', async () => {
    const { places, requests } = placesAnswering(
      Promise.resolve({ predictions: [{ place_id: 'p-1', description: 'Mannerheimintie 1, Helsinki' }] }),
    );
    const found = await new GoogleAddressSearch(hostPoint, () => places).suggest('Mannerheimintie');
    expect(requests).toEqual([
      {
        input: 'Mannerheimintie',
        locationBias: { center: { lat: 60.1699, lng: 24.9384 }, radius: 20_000 },
        types: ['address'],
      },
    ]);
    expect(addressSearchRadiusMetres).toBe(20_000);
    expect(found).toEqual([{ id: 'p-1', description: 'Mannerheimintie 1, Helsinki' }]);
  });

  it('locates a suggestion by its place id', async () => {
    const { places, geocoded } = placesAnswering(Promise.resolve({ predictions: [] }));
    await expect(new GoogleAddressSearch(hostPoint, () => places).locate('p-1')).resolves.toEqual({
      lat: 60.17,
      long: 24.94,
    });
    expect(geocoded).toEqual([{ placeId: 'p-1' }]);
  });

  it('suggests nothing when the service fails, only logging it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { places } = placesAnswering(Promise.reject(new Error('OVER_QUERY_LIMIT')));
    await expect(new GoogleAddressSearch(hostPoint, () => places).suggest('Mannerheimintie')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('suggests and locates nothing before the maps script has loaded, or without a key', async () => {
    const unloaded = new GoogleAddressSearch(hostPoint);
    await expect(unloaded.suggest('Mannerheimintie')).resolves.toEqual([]);
    await expect(unloaded.locate('p-1')).resolves.toBeNull();
  });
});
