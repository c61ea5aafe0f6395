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
