import type { DeleteAddress } from './delete-address.use-case';
import type { NamePlace } from './name-place.use-case';
import type { PickAddressOnMap } from './pick-address-on-map.use-case';
import type { SaveAddress } from './save-address.use-case';
import type { SearchAddresses } from './search-addresses.use-case';
import type { SelectAddress } from './select-address.use-case';
import type { ViewAddresses } from './view-addresses.use-case';

/** The customer's address book, the map that picks a new address, and finding places by name (rides too). */
export interface AddressesFeature {
  readonly viewAddresses: ViewAddresses;
  readonly saveAddress: SaveAddress;
  readonly deleteAddress: DeleteAddress;
  readonly selectAddress: SelectAddress;
  readonly pickAddressOnMap: PickAddressOnMap;
  readonly searchAddresses: SearchAddresses;
  readonly namePlace: NamePlace;
}
