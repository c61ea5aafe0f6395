import type { SavedAddress, UserAddresses } from '@/domain/addresses/address';
import type { AddressBook } from '../ports/address-book.port';

/** The customer picks a radio option in the address dialog: orders now go to that address. */
export type SelectAddress = (address: SavedAddress) => Promise<UserAddresses>;

export function createSelectAddress(deps: { addressBook: AddressBook }): SelectAddress {
  return async (address) => {
    await deps.addressBook.select(address.queryId);
    return deps.addressBook.load();
  };
}
