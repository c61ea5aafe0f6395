import type { AddressesFeature } from '@/application/addresses/addresses.feature';
import { createDeleteAddress } from '@/application/addresses/delete-address.use-case';
import { createNamePlace } from '@/application/addresses/name-place.use-case';
import { createPickAddressOnMap } from '@/application/addresses/pick-address-on-map.use-case';
import { createSaveAddress } from '@/application/addresses/save-address.use-case';
import { createSearchAddresses } from '@/application/addresses/search-addresses.use-case';
import { createSelectAddress } from '@/application/addresses/select-address.use-case';
import { createViewAddresses } from '@/application/addresses/view-addresses.use-case';
import type { AddressBook } from '@/application/ports/address-book.port';
import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { AddressSearch } from '@/application/ports/address-search.port';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpAddressBook } from '@/infrastructure/api/http-address-book';
import type { Build } from './feature-binding';

export interface AddressesPorts {
  readonly addressBook: AddressBook;
  readonly addressLookup: AddressLookup;
  readonly addressSearch: AddressSearch;
}

export function createAddressesFeature(ports: AddressesPorts): AddressesFeature {
  const { addressBook } = ports;
  return {
    viewAddresses: createViewAddresses({ addressBook }),
    saveAddress: createSaveAddress({ addressBook }),
    deleteAddress: createDeleteAddress({ addressBook }),
    selectAddress: createSelectAddress({ addressBook }),
    pickAddressOnMap: createPickAddressOnMap({ addressLookup: ports.addressLookup }),
    searchAddresses: createSearchAddresses({ addressSearch: ports.addressSearch }),
    namePlace: createNamePlace({ addressLookup: ports.addressLookup }),
  };
}

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

/**
 * The address book, with the address dialogs and the form library a chunk of its own, fetched when the customer
 * opens them or the sign-in names a selected address to restore.
 */
export const buildFeature: Build<Promise<AddressesFeature>> = async ({ walletV1 }, config) =>
  createAddressesFeature({ addressBook: new HttpAddressBook(walletV1), ...(await geocodingOf(config)) });
