import { geocodingOf } from '@/app/features/addresses.wiring';
import { parseStorefrontConfig } from '@/config/parse-config';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

function parseConfig(raw: unknown): StorefrontConfig {
  const result = parseStorefrontConfig(raw);
  if (!result.ok) throw new Error(result.problems.map((problem) => problem.field).join(', '));
  return result.config;
}
import { GoogleAddressLookup } from '@/infrastructure/geo/google-address-lookup';
import { GoogleAddressSearch } from '@/infrastructure/geo/google-address-search';
import { PhotonAddressLookup } from '@/infrastructure/geo/photon-address-lookup';
import { PhotonAddressSearch } from '@/infrastructure/geo/photon-address-search';

describe('The geocoder the composition root chooses', () => {
  it('is the reference server’s Photon by default, without a maps key', async () => {
    const config = parseConfig({});
    expect(config.geocoder.photonUrl).toBe('/geocoder');
    const { addressLookup, addressSearch } = await geocodingOf(config);
    expect(addressLookup).toBeInstanceOf(PhotonAddressLookup);
    expect(addressSearch).toBeInstanceOf(PhotonAddressSearch);
  });

  it('is Google’s with a maps key, whatever Photon is configured', async () => {
    const config = parseConfig({ mapsApiKey: 'key', geocoder: { photonUrl: 'https://photon.example.com' } });
    const { addressLookup, addressSearch } = await geocodingOf(config);
    expect(addressLookup).toBeInstanceOf(GoogleAddressLookup);
    expect(addressSearch).toBeInstanceOf(GoogleAddressSearch);
  });

  it('refuses a configured geocoder without an address', () => {
    expect(() => parseConfig({ geocoder: { photonUrl: '' } })).toThrow(/geocoder\.photonUrl/);
  });
});
