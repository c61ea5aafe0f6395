import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { AddressSearch } from '@/application/ports/address-search.port';
import type { StorefrontConfig } from '@/config/storefront-config.schema';

/**
 * How addresses are found by name and points named. With a maps key, Google's geocoder and address search,
 * fetched only then; without one, the Photon geocoder the configuration names (the reference server's gazetteer
 * by default). Both search near the host's point. Loaded with the address book's chunk, so the choice costs the
 * first screen nothing.
 */
export async function geocodingOf(
  config: StorefrontConfig,
): Promise<{ addressLookup: AddressLookup; addressSearch: AddressSearch }> {
  if (!config.mapsApiKey) {
    const { photonGeocoding } = await import(
      /* webpackChunkName: "address-book" */ '@/infrastructure/geo/photon-geocoding'
    );
    return photonGeocoding(config.geocoder.photonUrl, config.mapCentre);
  }
  const [{ GoogleAddressLookup }, { GoogleAddressSearch }] = await Promise.all([
    import(/* webpackChunkName: "google-map" */ '@/infrastructure/geo/google-address-lookup'),
    import(/* webpackChunkName: "google-address-search" */ '@/infrastructure/geo/google-address-search'),
  ]);
  return { addressLookup: new GoogleAddressLookup(), addressSearch: new GoogleAddressSearch(config.mapCentre) };
}
