import type { UserAddresses } from '@/domain/addresses/address';
import type { AddressBook } from '../ports/address-book.port';

/** The address dialog opens: the customer's home, work and other addresses, and which one is selected. */
export type ViewAddresses = () => Promise<UserAddresses>;

export function createViewAddresses(deps: { addressBook: AddressBook }): ViewAddresses {
  return () => deps.addressBook.load();
}
