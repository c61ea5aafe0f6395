import {
  anyAddressDialogOpen,
  closedAddressDialogs,
  nextAddressDialogs,
  type AddressDialogEvent,
  type AddressDialogs,
} from '@/presentation/store/addresses/address-dialogs-state';
import { anAddressDraft, aSavedAddress } from '../../../support/fakes/address-fixtures';

const allOpen: AddressDialogs = {
  listOpen: true,
  mapOpen: true,
  formOpen: true,
  draft: anAddressDraft(),
  pendingDelete: aSavedAddress('home'),
};

describe('nextAddressDialogs', () => {
  it.each([
    [{ type: 'ADDRESS_CHOSEN' }],
    [{ type: 'ADDRESS_SAVED' }],
    [{ type: 'ADDRESS_DELETED' }],
    [{ type: 'CLOSED' }],
  ] as [AddressDialogEvent][])('closes every dialog and forgets the draft after %o', (event) => {
    const next = nextAddressDialogs(allOpen, event);
    expect(next).toEqual(closedAddressDialogs);
    expect(anyAddressDialogOpen(next)).toBe(false);
  });

  it('leaves everything as it was when a request fails, so the customer can retry', () => {
    expect(nextAddressDialogs(allOpen, { type: 'REQUEST_FAILED' })).toBe(allOpen);
  });

  it('opens the form on a draft and closes the map behind it', () => {
    const draft = anAddressDraft({ title: 'Cottage' });
    const state = nextAddressDialogs(
      nextAddressDialogs(nextAddressDialogs(closedAddressDialogs, { type: 'LIST_OPENED' }), { type: 'MAP_OPENED' }),
      { type: 'FORM_OPENED', draft },
    );
    expect(state).toEqual({ listOpen: true, mapOpen: false, formOpen: true, draft, pendingDelete: null });
  });

  it('goes back to the list from the map, the form (forgetting the draft) and the delete question', () => {
    const listOnly = { ...closedAddressDialogs, listOpen: true };
    expect(nextAddressDialogs({ ...listOnly, mapOpen: true }, { type: 'MAP_CLOSED' })).toEqual(listOnly);
    expect(
      nextAddressDialogs({ ...listOnly, formOpen: true, draft: anAddressDraft() }, { type: 'FORM_CLOSED' }),
    ).toEqual(listOnly);
    expect(
      nextAddressDialogs({ ...listOnly, pendingDelete: aSavedAddress('home') }, { type: 'DELETE_CANCELLED' }),
    ).toEqual(listOnly);
  });

  it('remembers which address is waiting for the delete confirmation', () => {
    const home = aSavedAddress('home');
    const state = nextAddressDialogs(closedAddressDialogs, { type: 'DELETE_ASKED', address: home });
    expect(state.pendingDelete).toBe(home);
    expect(anyAddressDialogOpen(state)).toBe(true);
  });
});
