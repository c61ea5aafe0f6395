import type { SavedAddress, UserAddresses } from '@/domain/addresses/address';
import type { AddressBook } from '../ports/address-book.port';

/**
 * The customer confirms deleting a saved address. Deleting the selected address also clears the selection,
 * so no order is sent to an address that no longer exists. Resolves to the addresses left.
 */
export type DeleteAddress = (address: SavedAddress) => Promise<UserAddresses>;

export function createDeleteAddress(deps: { addressBook: AddressBook }): DeleteAddress {
  return async (address) => {
    const before = await deps.addressBook.load();
    await deps.addressBook.remove(address);
    if (before.selectedAddressId === address.queryId) await deps.addressBook.select(null);
    return deps.addressBook.load();
  };
}
