import type { AccountsContext } from './accounts-context';
import type { AddressRow } from './store/address-repository';

export type SelectAddressOutcome =
  | { readonly outcome: 'selected'; readonly addresses: readonly AddressRow[] }
  /** The user keeps no address by that query id; another user's reads exactly the same. */
  | { readonly outcome: 'no_such_address' };

/** Chooses the address the user's orders go to, or none (null); only one of the user's own can be chosen. */
export async function selectAddress(
  context: Pick<AccountsContext, 'addresses' | 'users'>,
  userId: number,
  addressQueryId: string | null,
): Promise<SelectAddressOutcome> {
  const rows = await context.addresses.listOf(userId);
  if (addressQueryId !== null && !rows.some((row) => row.queryId === addressQueryId)) {
    return { outcome: 'no_such_address' };
  }
  await context.users.setSelectedAddress(userId, addressQueryId);
  return { outcome: 'selected', addresses: rows };
}
