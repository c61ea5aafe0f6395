import type { AddressesFeature } from '@/application/address/addresses.feature';
import { createDeleteAddress } from '@/application/address/delete-address.use-case';
import { createNamePlace } from '@/application/address/name-place.use-case';
import { createPickAddressOnMap } from '@/application/address/pick-address-on-map.use-case';
import { createSaveAddress } from '@/application/address/save-address.use-case';
import { createSearchAddresses } from '@/application/address/search-addresses.use-case';
import { createSelectAddress } from '@/application/address/select-address.use-case';
import { createViewAddresses } from '@/application/address/view-addresses.use-case';
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
