import { createAddressesFeature, type AddressesPorts } from '@/app/features/addresses.wiring';
import type { AddressesFeature } from '@/application/addresses/addresses.feature';
import { InMemoryAddressLookup } from './fakes/in-memory-address-lookup';
import { InMemoryAddressSearch } from './fakes/in-memory-address-search';

/** The address book as the app wires it, over a fake address book; the map's lookup is in-memory unless named. */
export function addressesOver(ports: Pick<AddressesPorts, 'addressBook'> & Partial<AddressesPorts>): AddressesFeature {
  return createAddressesFeature({
    addressLookup: new InMemoryAddressLookup(),
    addressSearch: new InMemoryAddressSearch(),
    ...ports,
  });
}
