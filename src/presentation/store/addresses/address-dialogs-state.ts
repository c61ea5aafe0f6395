import type { SavedAddress } from '@/domain/addresses/address';
import type { AddressDraft } from '@/domain/addresses/address-draft';

/**
 * The address dialogs of the checkout: the list (with its radio options), the map picker, the
 * "Confirm Address Details" form and the delete confirmation. At most one draft and one pending delete.
 */
export interface AddressDialogs {
  readonly listOpen: boolean;
  readonly mapOpen: boolean;
  readonly formOpen: boolean;
  readonly draft: AddressDraft | null;
  readonly pendingDelete: SavedAddress | null;
}

export const closedAddressDialogs: AddressDialogs = {
  listOpen: false,
  mapOpen: false,
  formOpen: false,
  draft: null,
  pendingDelete: null,
};

export type AddressDialogEvent =
  | { readonly type: 'LIST_OPENED' }
  | { readonly type: 'MAP_OPENED' }
  /** Back from the map picker to the list. */
  | { readonly type: 'MAP_CLOSED' }
  | { readonly type: 'FORM_OPENED'; readonly draft: AddressDraft }
  /** Back from the form to the list, forgetting the draft. */
  | { readonly type: 'FORM_CLOSED' }
  | { readonly type: 'DELETE_ASKED'; readonly address: SavedAddress }
  | { readonly type: 'DELETE_CANCELLED' }
  | { readonly type: 'ADDRESS_CHOSEN' }
  | { readonly type: 'ADDRESS_SAVED' }
  | { readonly type: 'ADDRESS_DELETED' }
  | { readonly type: 'REQUEST_FAILED' }
  | { readonly type: 'CLOSED' };

/**
 * How the dialogs move. Choosing an address, or a successful create, update or delete, closes every dialog
 * and forgets the draft; a failed request leaves everything open so the customer can retry.
 */
export function nextAddressDialogs(state: AddressDialogs, event: AddressDialogEvent): AddressDialogs {
  switch (event.type) {
    case 'LIST_OPENED':
      return { ...state, listOpen: true };
    case 'MAP_OPENED':
      return { ...state, mapOpen: true };
    case 'MAP_CLOSED':
      return { ...state, mapOpen: false };
    case 'FORM_OPENED':
      return { ...state, mapOpen: false, formOpen: true, draft: event.draft };
    case 'FORM_CLOSED':
      return { ...state, formOpen: false, draft: null };
    case 'DELETE_ASKED':
      return { ...state, pendingDelete: event.address };
    case 'DELETE_CANCELLED':
      return { ...state, pendingDelete: null };
    case 'REQUEST_FAILED':
      return state;
    case 'ADDRESS_CHOSEN':
    case 'ADDRESS_SAVED':
    case 'ADDRESS_DELETED':
    case 'CLOSED':
      return closedAddressDialogs;
  }
}

export function anyAddressDialogOpen(state: AddressDialogs): boolean {
  return state.listOpen || state.mapOpen || state.formOpen || state.pendingDelete !== null;
}
