import type { AppError } from '@/application/errors/app-error';
import type { SavedAddress, UserAddresses } from '@/domain/addresses/address';
import { closedAddressDialogs } from '@/presentation/store/addresses/address-dialogs-state';
import { draftFromSavedAddress } from '@/domain/addresses/address-draft';
import {
  addressChosen,
  addressDialogsClosed,
  addressEditingSlice,
  addressSaved,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  editRequested,
  formClosed,
  mapPickerClosed,
  mapPickerOpened,
  pointConfirmed,
  selectAddressEditing,
} from '@/presentation/store/addresses/address-editing.slice';
import {
  addressBookChanged,
  addressDialogsMoved,
  addressesSlice,
  addressListOpened,
  selectAddressDialogs,
  selectAddressesState,
} from '@/presentation/store/addresses/addresses.slice';
import { createAppStore } from '@/presentation/store/app-store';
import { deliveryLocationChosen } from '@/presentation/store/stores/stores.slice';
import { addressesWith, anAddressDraft, aSavedAddress } from '../../../support/fakes/address-fixtures';
import { fakeResolver, useCases } from '../../../support/fake-resolver';

const reduceBook = addressesSlice.reducer;
const book = reduceBook(undefined, { type: 'init' });
const reduceEditing = addressEditingSlice.reducer;
const editing = reduceEditing(undefined, { type: 'init' });
const failure: AppError = { code: 'SERVER_ERROR', message: 'Down' };
const home = aSavedAddress('home');
const work = aSavedAddress('work');

/** A store whose address use cases answer as given, with the list dialog open. */
function storeWith(bindings: Parameters<typeof fakeResolver>[0]) {
  const store = createAppStore(fakeResolver(bindings));
  store.dispatch(addressListOpened());
  return store;
}

describe('addresses slice (first screen)', () => {
  it('holds only the address book and the dialogs', () => {
    expect(Object.keys(book).sort()).toEqual(['addresses', 'dialogs', 'listError', 'listStatus']);
  });

  it('takes the addresses a change left, without touching the list status', () => {
    const addresses = addressesWith({ home: true });
    const changed = reduceBook(book, addressBookChanged(addresses));
    expect(changed.addresses).toBe(addresses);
    expect(changed.listStatus).toBe('idle');
  });

  it('moves the dialogs as the domain says for each event', () => {
    const draft = anAddressDraft();
    const listed = reduceBook(book, addressListOpened());
    const form = reduceBook(listed, addressDialogsMoved({ type: 'FORM_OPENED', draft }));
    expect(form.dialogs).toEqual({ ...closedAddressDialogs, listOpen: true, formOpen: true, draft });
    expect(reduceBook(form, addressDialogsMoved({ type: 'FORM_CLOSED' })).dialogs).toEqual(listed.dialogs);
    expect(reduceBook(form, addressDialogsMoved({ type: 'ADDRESS_SAVED' })).dialogs).toEqual(closedAddressDialogs);
  });
});

describe('address editing slice', () => {
  it('starts with nothing under way and nothing refused', () => {
    expect(editing).toEqual({ pending: null, requestError: null, fieldErrors: {} });
  });

  it('opens the form on the saved address as a draft', () => {
    expect(editRequested(work)).toEqual(
      addressDialogsMoved({ type: 'FORM_OPENED', draft: draftFromSavedAddress(work) }),
    );
  });

  it.each([
    ['the list opens', addressListOpened()],
    ['the map opens', mapPickerOpened()],
    ['the map closes', mapPickerClosed()],
    ['the form opens', editRequested(home)],
    ['the form closes', formClosed()],
    ['a delete is asked', deleteAsked(home)],
    ['a delete is cancelled', deleteCancelled()],
    ['the dialogs close', addressDialogsClosed()],
  ])('forgets the last refusal when %s', (_, action) => {
    const refused = { ...editing, requestError: failure, fieldErrors: { title: 'REQUIRED' as const } };
    expect(reduceEditing(refused, action)).toEqual(editing);
  });

  it('marks the change under way, and keeps its failure with the dialogs as they were', () => {
    const pending = reduceEditing(editing, addressChosen.pending('r1', home));
    expect(pending.pending).toBe('select');
    const failed = reduceEditing(pending, addressChosen.rejected(null, 'r1', home, failure));
    expect(failed).toEqual({ pending: null, requestError: failure, fieldErrors: {} });
  });
});

describe('address changes through the store', () => {
  it('chooses an address: the book, the delivery location and the closed dialogs in one go', async () => {
    const chosen: UserAddresses = { ...addressesWith({ home: true, work: true }), selectedAddressId: 'work-1' };
    const store = storeWith([[useCases.selectAddress, (_: SavedAddress) => Promise.resolve(chosen)]]);
    await store.dispatch(addressChosen(work));
    const state = store.getState();
    expect(selectAddressesState(state).addresses).toBe(chosen);
    expect(selectAddressDialogs(state)).toEqual(closedAddressDialogs);
    expect(state.stores.deliverTo?.coordinates).toEqual(work.coordinates);
    expect(selectAddressEditing(state).pending).toBeNull();
  });

  it('opens the form on the place picked on the map', async () => {
    const draft = anAddressDraft({ title: '' });
    const store = storeWith([[useCases.pickAddressOnMap, () => Promise.resolve(draft)]]);
    store.dispatch(mapPickerOpened());
    await store.dispatch(pointConfirmed({ lat: 60, long: 25 }));
    expect(selectAddressDialogs(store.getState())).toEqual({
      ...closedAddressDialogs,
      listOpen: true,
      formOpen: true,
      draft,
    });
  });

  it('keeps the form open with the refused fields when a save is refused', async () => {
    const store = storeWith([
      [
        useCases.saveAddress,
        () => Promise.resolve({ ok: false, reason: 'INVALID_FIELDS', fieldErrors: { street: 'REQUIRED' } }),
      ],
    ]);
    store.dispatch(editRequested(home));
    await store.dispatch(addressSaved(draftFromSavedAddress(home)));
    expect(selectAddressDialogs(store.getState()).formOpen).toBe(true);
    expect(selectAddressEditing(store.getState())).toEqual({
      pending: null,
      requestError: null,
      fieldErrors: { street: 'REQUIRED' },
    });
  });

  it('forgets the delivery location when the selected address is deleted', async () => {
    const before: UserAddresses = { ...addressesWith({ home: true }), selectedAddressId: 'home-1' };
    const store = storeWith([[useCases.deleteAddress, () => Promise.resolve(addressesWith())]]);
    store.dispatch(addressBookChanged(before));
    store.dispatch(deliveryLocationChosen({ description: 'Home', coordinates: home.coordinates }));
    store.dispatch(deleteAsked(home));
    await store.dispatch(deleteConfirmed(home));
    expect(selectAddressesState(store.getState()).addresses).toEqual(addressesWith());
    expect(selectAddressDialogs(store.getState())).toEqual(closedAddressDialogs);
    expect(store.getState().stores.deliverTo).toBeNull();
  });

  it('shows a failed delete in the dialog that made it, which stays open', async () => {
    const store = storeWith([[useCases.deleteAddress, () => Promise.reject(failure)]]);
    store.dispatch(deleteAsked(home));
    await store.dispatch(deleteConfirmed(home));
    expect(selectAddressDialogs(store.getState()).pendingDelete).toBe(home);
    expect(selectAddressEditing(store.getState()).requestError).toEqual(failure);
  });
});
