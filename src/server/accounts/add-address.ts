import type { AccountsContext } from './accounts-context';
import type { AddressInput } from '@/contract/accounts/address.contract';
import { addressFieldsFrom, toUserAddresses } from './store/address-row';
import type { AddressRow } from './store/address-repository';

export type AddAddressOutcome =
  | { readonly outcome: 'saved'; readonly address: AddressRow }
  /** The customer already keeps the most addresses one may (savedAddressLimit). */
  | { readonly outcome: 'book_full' };

/** Saves a new address of the user; its slot (home, work, others) and description follow from those already kept. */
export async function addAddress(
  context: Pick<AccountsContext, 'addresses'>,
  userId: number,
  address: AddressInput,
): Promise<AddAddressOutcome> {
  const current = toUserAddresses(await context.addresses.listOf(userId));
  const saved = await context.addresses.create(userId, addressFieldsFrom(address, current, null));
  return saved === null ? { outcome: 'book_full' } : { outcome: 'saved', address: saved };
}
