import { findAddress, type SavedAddress, type UserAddresses } from '@/domain/addresses/address';
import type { AddressDraft } from '@/domain/addresses/address-draft';
import { addressType } from '@/domain/addresses/address-type';
import {
  addressFieldErrors,
  hasAddressFieldErrors,
  trimmedAddressDetails,
  type AddressFieldErrors,
} from '@/domain/addresses/address-validation';
import type { AddressBook } from '../ports/address-book.port';

export type SaveAddressRefusal = 'INVALID_FIELDS';

/** The form shows "This field is required" under each field named in `fieldErrors`. */
export const saveAddressRefusalKeys: Readonly<Record<SaveAddressRefusal, string>> = {
  INVALID_FIELDS: 'address.fieldRequired',
};

export type SaveAddressOutcome =
  | {
      readonly ok: true;
      readonly action: 'CREATED' | 'UPDATED';
      readonly address: SavedAddress;
      /** The customer's addresses after the save, as the server now holds them. */
      readonly addresses: UserAddresses;
    }
  | { readonly ok: false; readonly reason: SaveAddressRefusal; readonly fieldErrors: AddressFieldErrors };

/**
 * The customer presses Save (new address) or Update (saved address) on the address form.
 * The title of a saved address stays what it was, whatever the form says; the type follows the title and
 * the free slots. Server failures reject with an AppError, like every port failure.
 */
export type SaveAddress = (draft: AddressDraft) => Promise<SaveAddressOutcome>;

export function createSaveAddress(deps: { addressBook: AddressBook }): SaveAddress {
  return async (draft) => {
    const current = await deps.addressBook.load();
    const stored = draft.queryId === null ? null : findAddress(current, draft.queryId);
    const details = trimmedAddressDetails({ ...draft, title: stored?.title ?? draft.title });
    const fieldErrors = addressFieldErrors(details);
    if (hasAddressFieldErrors(fieldErrors)) return { ok: false, reason: 'INVALID_FIELDS', fieldErrors };

    const { queryId, ...fields } = details;
    const type = addressType(fields.title, current, queryId);
    const address =
      queryId === null
        ? await deps.addressBook.create({ ...fields, type })
        : await deps.addressBook.update({ ...fields, queryId, type });
    return {
      ok: true,
      action: queryId === null ? 'CREATED' : 'UPDATED',
      address,
      addresses: await deps.addressBook.load(),
    };
  };
}
