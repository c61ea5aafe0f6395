import type { AddressInput } from '@/contract/accounts/address.contract';
import type { AccountsContext } from './accounts-context';
import { addressFieldsFrom, toUserAddresses } from './store/address-row';
import type { AddressRow } from './store/address-repository';

export type ChangeAddressOutcome =
  | { readonly outcome: 'saved'; readonly address: AddressRow }
  /** The user keeps no address by that query id; another user's reads exactly the same. */
  | { readonly outcome: 'no_such_address' };

/** Changes one of the user's addresses; its title stays what it was, its slot and description follow the new details. */
export async function changeAddress(
  context: Pick<AccountsContext, 'addresses'>,
  userId: number,
  address: AddressInput & { readonly query_id: string },
): Promise<ChangeAddressOutcome> {
  const rows = await context.addresses.listOf(userId);
  const stored = rows.find((row) => row.queryId === address.query_id);
  if (!stored) return { outcome: 'no_such_address' };
  // The title names the address in the customer's book, so it stays what it was.
  const fields = addressFieldsFrom({ ...address, name: stored.name }, toUserAddresses(rows), stored.queryId);
  const saved = await context.addresses.update(userId, stored.queryId, fields);
  // Deleted by another request since it was read.
  return saved ? { outcome: 'saved', address: saved } : { outcome: 'no_such_address' };
}
