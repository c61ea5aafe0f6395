/** The address book's adapter (with the contract it parses with) and its reading use case: one chunk. */
export { HttpAddressBook } from '@/infrastructure/api/http-address-book';
export { createViewAddresses } from '@/application/address/view-addresses.use-case';
