import { GoogleAddressLookup, loadedGoogleGeocoder, type Geocoder } from '@/infrastructure/geo/google-address-lookup';

const pin = { lat: 24.86, long: 67.05 };

function geocoderAnswering(answer: () => ReturnType<Geocoder['geocode']>) {
  const requests: unknown[] = [];
  const geocoder: Geocoder = {
    geocode: (request) => {
      requests.push(request);
      return answer();
    },
  };
  return { geocoder, requests };
}

describe('GoogleAddressLookup', () => {
  it("reads street, area and building from the first result's address components", async () => {
    const { geocoder, requests } = geocoderAnswering(async () => ({
      results: [
        {
          address_components: [
            { long_name: '14', types: ['street_number'] },
            { long_name: 'Shahrah-e-Faisal', types: ['route'] },
            { long_name: 'PECHS', types: ['sublocality_level_1', 'sublocality', 'political'] },
            { long_name: 'Karachi', types: ['locality', 'political'] },
          ],
        },
        { address_components: [{ long_name: 'Elsewhere', types: ['route'] }] },
      ],
    }));
    await expect(new GoogleAddressLookup(() => geocoder).placeAt(pin)).resolves.toEqual({
      coordinates: pin,
      street: 'Shahrah-e-Faisal',
      area: 'PECHS',
      building: '14',
    });
    expect(requests).toEqual([{ location: { lat: 24.86, lng: 67.05 } }]);
  });

  it('falls back to the locality for the area and leaves missing parts null', async () => {
    const { geocoder } = geocoderAnswering(async () => ({
      results: [{ address_components: [{ long_name: 'Karachi', types: ['locality'] }] }],
    }));
    await expect(new GoogleAddressLookup(() => geocoder).placeAt(pin)).resolves.toEqual({
      coordinates: pin,
      street: null,
      area: 'Karachi',
      building: null,
    });
  });

  it('knows nothing when there is no result', async () => {
    const { geocoder } = geocoderAnswering(async () => ({ results: [] }));
    await expect(new GoogleAddressLookup(() => geocoder).placeAt(pin)).resolves.toBeNull();
  });

  it('only logs a failure and knows nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('ZERO_RESULTS');
    const { geocoder } = geocoderAnswering(() => Promise.reject(failure));
    await expect(new GoogleAddressLookup(() => geocoder).placeAt(pin)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Geocoding failed', failure);
    warn.mockRestore();
  });

  it('answers null without calling anything while the maps script is not loaded', async () => {
    expect(loadedGoogleGeocoder()).toBeNull();
    await expect(new GoogleAddressLookup().placeAt(pin)).resolves.toBeNull();
  });

  it('uses the loaded Google geocoder once the script has put it on the page', () => {
    class FakeGeocoder {
      geocode = async () => ({ results: [] });
    }
    const global = globalThis as { google?: unknown };
    global.google = { maps: { Geocoder: FakeGeocoder } };
    try {
      expect(loadedGoogleGeocoder()).toBeInstanceOf(FakeGeocoder);
    } finally {
      delete global.google;
    }
  });
});
