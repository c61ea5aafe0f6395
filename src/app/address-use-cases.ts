/**
 * The address dialogs' use cases with the rules they apply: loaded with the address dialogs
 * (`addresses`) on the first change to the address book rather than with the first page.
 */
export { createDeleteAddress } from '@/application/address/delete-address.use-case';
export { createPickAddressOnMap } from '@/application/address/pick-address-on-map.use-case';
export { createSaveAddress } from '@/application/address/save-address.use-case';
export { createSelectAddress } from '@/application/address/select-address.use-case';
