import { isAppError } from '@/application/errors/app-error';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { parseAnswer } from '@/infrastructure/http/parse-answer';
import { PhotonAddressLookup } from '@/infrastructure/geo/photon-address-lookup';
import { PhotonAddressSearch, pointOfSuggestion } from '@/infrastructure/geo/photon-address-search';
import { PhotonClient } from '@/infrastructure/geo/photon-client';

const hostPoint = { lat: 60.1675, long: 24.9525 };

/** Photon as a host's server answers: the request is kept, the body goes through the client's real parsing. */
function photonAnswering(body: unknown, language = 'fi') {
  const requests: { path: string; params: Readonly<Record<string, unknown>> }[] = [];
  const http: Pick<HttpClient, 'get'> = {
    get: async (path, params, schema) => {
      requests.push({ path, params });
      return parseAnswer(path, body, schema);
    },
  };
  return { requests, photon: new PhotonClient('https://photon.example', () => language, http) };
}

const feature = (properties: Record<string, unknown>, coordinates: [number, number] = [24.9322, 60.169]) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties,
});

const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('PhotonAddressSearch', () => {
  it('asks Photon near the host’s point in the page’s language and reads each place as a rider names it', async () => {
    const { requests, photon } = photonAnswering(
      collection(
        feature({
          name: 'Kampin keskus',
          street: 'Urho Kekkosen katu',
          housenumber: '1',
          district: 'Kamppi',
          city: 'Helsinki',
          osm_id: 12,
          extent: [1, 2, 3, 4],
        }),
        feature({ name: 'Mannerheimintie', type: 'street', city: 'Helsinki' }, [24.9332, 60.1745]),
      ),
    );
    const suggestions = await new PhotonAddressSearch(photon, hostPoint).suggest('kamp');
    expect(requests).toEqual([
      { path: 'api', params: { q: 'kamp', lat: 60.1675, lon: 24.9525, limit: 6, lang: 'fi' } },
    ]);
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual([
      'Kampin keskus, Urho Kekkosen katu 1, Kamppi, Helsinki',
      'Mannerheimintie, Helsinki',
    ]);
  });

  it('locates a suggestion at the point Photon gave it, and nothing for an id it did not make', async () => {
    const { photon } = photonAnswering(collection(feature({ name: 'Ateneum' }, [24.9443, 60.1703])));
    const search = new PhotonAddressSearch(photon, hostPoint);
    const [ateneum] = await search.suggest('ate');
    await expect(search.locate(ateneum?.id ?? '')).resolves.toEqual({ lat: 60.1703, long: 24.9443 });
    await expect(search.locate('ChIJ-google-place')).resolves.toBeNull();
    expect(pointOfSuggestion('95,24')).toBeNull();
  });

  it('asks for local names when the page’s language is one Photon does not take', async () => {
    const { requests, photon } = photonAnswering(collection(), 'sv');
    await new PhotonAddressSearch(photon, hostPoint).suggest('tori');
    expect(requests[0]?.params.lang).toBe('default');
  });

  it.each([
    ['an HTML page', '<html>Bad gateway</html>'],
    ['no features list', { type: 'FeatureCollection' }],
    ['a point without coordinates', collection({ type: 'Feature', geometry: { type: 'Point' }, properties: {} })],
    ['a latitude off the globe', collection(feature({ name: 'x' }, [24.9, 123]))],
  ])('rejects %s with an INVALID_RESPONSE AppError, never a crash', async (_, body) => {
    const { photon } = photonAnswering(body);
    const failure: unknown = await new PhotonAddressSearch(photon, hostPoint).suggest('kamppi').catch((error) => error);
    expect(isAppError(failure)).toBe(true);
    expect(failure).toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('PhotonAddressLookup', () => {
  it('names a point by the nearest place Photon knows, for the address form and as a label', async () => {
    const { requests, photon } = photonAnswering(
      collection(
        feature(
          { name: 'Stockmann', street: 'Aleksanterinkatu', housenumber: '52', district: 'Kluuvi', city: 'Helsinki' },
          [24.942, 60.1685],
        ),
      ),
    );
    await expect(new PhotonAddressLookup(photon).placeAt({ lat: 60.1686, long: 24.9421 })).resolves.toEqual({
      coordinates: { lat: 60.1685, long: 24.942 },
      street: 'Aleksanterinkatu',
      area: 'Kluuvi',
      building: '52',
      label: 'Stockmann, Aleksanterinkatu 52, Kluuvi, Helsinki',
    });
    expect(requests[0]).toEqual({ path: 'reverse', params: { lat: 60.1686, lon: 24.9421, limit: 1, lang: 'fi' } });
  });

  it('answers null where Photon knows no place, and an AppError for an answer that is not Photon’s', async () => {
    await expect(new PhotonAddressLookup(photonAnswering(collection()).photon).placeAt(hostPoint)).resolves.toBeNull();
    await expect(
      new PhotonAddressLookup(photonAnswering({ features: 'none' }).photon).placeAt(hostPoint),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
