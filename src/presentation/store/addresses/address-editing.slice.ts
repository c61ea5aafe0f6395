import { createSlice, isAnyOf, type WithSlice } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { SavedAddress } from '@/domain/addresses/address';
import { draftFromSavedAddress, type AddressDraft } from '@/domain/addresses/address-draft';
import type { AddressFieldErrors } from '@/domain/addresses/address-validation';
import type { Coordinates } from '@/domain/catalogue/store';
import { rootReducer } from '../app-store';
import { createAppAsyncThunk } from '../hooks';
import { deliveryLocationChosen } from '../stores/stores.slice';
import {
  addressBookChanged,
  addressDialogsMoved,
  addressListOpened,
  asAppError,
  unknownFailure,
} from './addresses.slice';
import { deliveryLocationOf } from './delivery-location';

/** The change in flight, so only its button shows loading and the others wait. */
export type AddressRequest = 'select' | 'pick' | 'save' | 'delete';

/**
 * The address dialogs' changes: which one is under way and what the last one refused. The address book and
 * the dialogs' being open are the addresses slice (first screen); this one comes with the dialogs.
 */
export interface AddressEditingState {
  readonly pending: AddressRequest | null;
  /** The last failed change, shown in red in the dialog that made it. */
  readonly requestError: AppError | null;
  /** The form's fields the save use case refused. */
  readonly fieldErrors: AddressFieldErrors;
}

const initialState: AddressEditingState = {
  pending: null,
  requestError: null,
  fieldErrors: {},
};

/*
 * The dialogs' own moves: plain actions of the addresses slice, which keeps the dialogs' state, made here so
 * the first screen carries only the chip's `addressListOpened`. Each one also clears this slice's errors.
 */
export const mapPickerOpened = () => addressDialogsMoved({ type: 'MAP_OPENED' });
/** Back from the map picker to the list. */
export const mapPickerClosed = () => addressDialogsMoved({ type: 'MAP_CLOSED' });
/** Edit on a saved address: the form opens on its draft. */
export const editRequested = (address: SavedAddress) =>
  addressDialogsMoved({ type: 'FORM_OPENED', draft: draftFromSavedAddress(address) });
/** Back from the form to the list, forgetting the draft. */
export const formClosed = () => addressDialogsMoved({ type: 'FORM_CLOSED' });
export const deleteAsked = (address: SavedAddress) => addressDialogsMoved({ type: 'DELETE_ASKED', address });
export const deleteCancelled = () => addressDialogsMoved({ type: 'DELETE_CANCELLED' });
export const addressDialogsClosed = () => addressDialogsMoved({ type: 'CLOSED' });

export const addressChosen = createAppAsyncThunk(
  'addresses/chosen',
  async (address: SavedAddress, { extra, dispatch, rejectWithValue }) => {
    try {
      const { selectAddress } = await extra.feature(featureTokens.addresses);
      const addresses = await selectAddress(address);
      // The listing reloads its stores for the new coordinates.
      dispatch(deliveryLocationChosen(deliveryLocationOf(address)));
      dispatch(addressBookChanged(addresses));
      dispatch(addressDialogsMoved({ type: 'ADDRESS_CHOSEN' }));
      return addresses;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const pointConfirmed = createAppAsyncThunk(
  'addresses/pointConfirmed',
  async (point: Coordinates, { extra, dispatch, rejectWithValue }) => {
    try {
      const { pickAddressOnMap } = await extra.feature(featureTokens.addresses);
      const draft = await pickAddressOnMap(point);
      dispatch(addressDialogsMoved({ type: 'FORM_OPENED', draft }));
      return draft;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const addressSaved = createAppAsyncThunk(
  'addresses/saved',
  async (draft: AddressDraft, { extra, dispatch, rejectWithValue }) => {
    try {
      const { saveAddress } = await extra.feature(featureTokens.addresses);
      const outcome = await saveAddress(draft);
      if (outcome.ok) {
        // Editing the selected address moves the delivery location with it.
        if (outcome.addresses.selectedAddressId === outcome.address.queryId) {
          dispatch(deliveryLocationChosen(deliveryLocationOf(outcome.address)));
        }
        dispatch(addressBookChanged(outcome.addresses));
        dispatch(addressDialogsMoved({ type: 'ADDRESS_SAVED' }));
      }
      return outcome;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const deleteConfirmed = createAppAsyncThunk(
  'addresses/deleteConfirmed',
  async (address: SavedAddress, { extra, dispatch, getState, rejectWithValue }) => {
    try {
      const wasSelected = getState().addresses.addresses.selectedAddressId === address.queryId;
      const { deleteAddress } = await extra.feature(featureTokens.addresses);
      const addresses = await deleteAddress(address);
      if (wasSelected) dispatch(deliveryLocationChosen(null));
      dispatch(addressBookChanged(addresses));
      dispatch(addressDialogsMoved({ type: 'ADDRESS_DELETED' }));
      return addresses;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

/** Nothing refused, as after any dialog change. */
const noErrors = { requestError: null, fieldErrors: {} } as const;

/** Immer drafts cannot hold the domain's readonly shapes, so every case returns a fresh state. */
function next(state: AddressEditingState, changes: Partial<AddressEditingState>): AddressEditingState {
  return { ...state, ...changes };
}

const addressEditingSliceDefinition = createSlice({
  name: 'addressEditing',
  reducerPath: 'addressEditing',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const changes = [
      ['select', addressChosen],
      ['pick', pointConfirmed],
      ['save', addressSaved],
      ['delete', deleteConfirmed],
    ] as const;
    for (const [request, thunk] of changes) {
      builder
        .addCase(thunk.pending, (state) => next(state, { ...noErrors, pending: request }))
        // The dialogs stay as they are, so the customer can retry.
        .addCase(thunk.rejected, (state, action) =>
          next(state, { pending: null, requestError: action.payload ?? unknownFailure }),
        );
    }
    builder
      .addCase(addressChosen.fulfilled, (state) => next(state, { pending: null }))
      .addCase(pointConfirmed.fulfilled, (state) => next(state, { pending: null }))
      .addCase(addressSaved.fulfilled, (state, action) => {
        const outcome = action.payload;
        if (!outcome.ok) return next(state, { pending: null, fieldErrors: outcome.fieldErrors });
        return next(state, { pending: null });
      })
      .addCase(deleteConfirmed.fulfilled, (state) => next(state, { pending: null }))
      // A dialog changes: what the last one said no longer applies. (A failed request moves no dialog.)
      .addMatcher(isAnyOf(addressListOpened, addressDialogsMoved), (state) => next(state, noErrors));
  },
  selectors: {
    selectAddressEditing: (state) => state,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof addressEditingSliceDefinition> {}
}

/** Not in the first store: injected when the address dialogs (chunk "addresses") load this module. */
export const addressEditingSlice = addressEditingSliceDefinition.injectInto(rootReducer);

export const { selectAddressEditing } = addressEditingSlice.selectors;
