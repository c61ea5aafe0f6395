import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { useCaseTokens } from '@/application/tokens';
import { noAddresses, type SavedAddress, type UserAddresses } from '@/domain/address/address';
import {
  closedAddressDialogs,
  nextAddressDialogs,
  type AddressDialogEvent,
  type AddressDialogs,
} from '@/domain/address/address-dialogs';
import { draftFromSavedAddress, type AddressDraft } from '@/domain/address/address-draft';
import type { AddressFieldErrors } from '@/domain/address/address-validation';
import type { Coordinates } from '@/domain/catalog/store';
import { createAppAsyncThunk } from '../hooks';
import { deliveryLocationChosen } from '../stores/stores.slice';
import { deliveryLocationOf } from './delivery-location';

export type AddressListStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The change in flight, so only its button shows loading and the others wait. */
export type AddressRequest = 'select' | 'pick' | 'save' | 'delete';

export interface AddressesState {
  readonly listStatus: AddressListStatus;
  readonly addresses: UserAddresses;
  readonly listError: AppError | null;
  readonly dialogs: AddressDialogs;
  readonly pending: AddressRequest | null;
  /** The last failed change, shown in red in the dialog that made it. */
  readonly requestError: AppError | null;
  /** The form's fields the save use case refused. */
  readonly fieldErrors: AddressFieldErrors;
}

const initialState: AddressesState = {
  listStatus: 'idle',
  addresses: noAddresses,
  listError: null,
  dialogs: closedAddressDialogs,
  pending: null,
  requestError: null,
  fieldErrors: {},
};

const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };
/** A plain copy, so the store never holds an Error instance an adapter may have thrown. */
function asAppError(thrown: unknown): AppError {
  if (!isAppError(thrown)) return unknownFailure;
  return {
    code: thrown.code,
    message: thrown.message,
    ...(thrown.status !== undefined ? { status: thrown.status } : {}),
  };
}

export const addressesRequested = createAppAsyncThunk(
  'addresses/requested',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      return await extra.resolve(useCaseTokens.viewAddresses)();
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const addressChosen = createAppAsyncThunk(
  'addresses/chosen',
  async (address: SavedAddress, { extra, dispatch, rejectWithValue }) => {
    try {
      const addresses = await extra.resolve(useCaseTokens.selectAddress)(address);
      // The listing reloads its stores for the new coordinates.
      dispatch(deliveryLocationChosen(deliveryLocationOf(address)));
      return addresses;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const pointConfirmed = createAppAsyncThunk(
  'addresses/pointConfirmed',
  async (point: Coordinates, { extra, rejectWithValue }) => {
    try {
      return await extra.resolve(useCaseTokens.pickAddressOnMap)(point);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const addressSaved = createAppAsyncThunk(
  'addresses/saved',
  async (draft: AddressDraft, { extra, dispatch, rejectWithValue }) => {
    try {
      const outcome = await extra.resolve(useCaseTokens.saveAddress)(draft);
      // Editing the selected address moves the delivery location with it.
      if (outcome.ok && outcome.addresses.selectedAddressId === outcome.address.queryId) {
        dispatch(deliveryLocationChosen(deliveryLocationOf(outcome.address)));
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
      const addresses = await extra.resolve(useCaseTokens.deleteAddress)(address);
      if (wasSelected) dispatch(deliveryLocationChosen(null));
      return addresses;
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

function moved(state: AddressesState, event: AddressDialogEvent): AddressDialogs {
  return nextAddressDialogs(state.dialogs, event);
}

/** A dialog changes: what the last one said no longer applies. */
const noErrors = { requestError: null, fieldErrors: {} } as const;

/** Immer drafts cannot hold the domain's readonly shapes, so every case returns a fresh state. */
function next(state: AddressesState, changes: Partial<AddressesState>): AddressesState {
  return { ...state, ...changes };
}

export const addressesSlice = createSlice({
  name: 'addresses',
  reducerPath: 'addresses',
  initialState,
  reducers: {
    addressListOpened: (state) => next(state, { ...noErrors, dialogs: moved(state, { type: 'LIST_OPENED' }) }),
    mapPickerOpened: (state) => next(state, { ...noErrors, dialogs: moved(state, { type: 'MAP_OPENED' }) }),
    /** Back from the map picker to the list. */
    mapPickerClosed: (state) => next(state, { ...noErrors, dialogs: { ...state.dialogs, mapOpen: false } }),
    editRequested: (state, action: PayloadAction<SavedAddress>) =>
      next(state, {
        ...noErrors,
        dialogs: moved(state, { type: 'FORM_OPENED', draft: draftFromSavedAddress(action.payload) }),
      }),
    /** Back from the form to the list, forgetting the draft. */
    formClosed: (state) => next(state, { ...noErrors, dialogs: { ...state.dialogs, formOpen: false, draft: null } }),
    deleteAsked: (state, action: PayloadAction<SavedAddress>) =>
      next(state, { ...noErrors, dialogs: moved(state, { type: 'DELETE_ASKED', address: action.payload }) }),
    deleteCancelled: (state) => next(state, { ...noErrors, dialogs: { ...state.dialogs, pendingDelete: null } }),
    addressDialogsClosed: (state) => next(state, { ...noErrors, dialogs: moved(state, { type: 'CLOSED' }) }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(addressesRequested.pending, (state) => next(state, { listStatus: 'pending', listError: null }))
      .addCase(addressesRequested.fulfilled, (state, action) =>
        next(state, { listStatus: 'succeeded', addresses: action.payload }),
      )
      .addCase(addressesRequested.rejected, (state, action) =>
        next(state, { listStatus: 'failed', listError: action.payload ?? unknownFailure }),
      );
    const changes = [
      ['select', addressChosen],
      ['pick', pointConfirmed],
      ['save', addressSaved],
      ['delete', deleteConfirmed],
    ] as const;
    for (const [request, thunk] of changes) {
      builder
        .addCase(thunk.pending, (state) => next(state, { ...noErrors, pending: request }))
        .addCase(thunk.rejected, (state, action) =>
          next(state, {
            pending: null,
            requestError: action.payload ?? unknownFailure,
            dialogs: moved(state, { type: 'REQUEST_FAILED' }),
          }),
        );
    }
    builder
      .addCase(addressChosen.fulfilled, (state, action) =>
        next(state, { pending: null, addresses: action.payload, dialogs: moved(state, { type: 'ADDRESS_CHOSEN' }) }),
      )
      .addCase(pointConfirmed.fulfilled, (state, action) =>
        next(state, { pending: null, dialogs: moved(state, { type: 'FORM_OPENED', draft: action.payload }) }),
      )
      .addCase(addressSaved.fulfilled, (state, action) => {
        const outcome = action.payload;
        if (!outcome.ok) return next(state, { pending: null, fieldErrors: outcome.fieldErrors });
        return next(state, {
          pending: null,
          addresses: outcome.addresses,
          dialogs: moved(state, { type: 'ADDRESS_SAVED' }),
        });
      })
      .addCase(deleteConfirmed.fulfilled, (state, action) =>
        next(state, { pending: null, addresses: action.payload, dialogs: moved(state, { type: 'ADDRESS_DELETED' }) }),
      );
  },
  selectors: {
    selectAddressesState: (state) => state,
    selectAddressDialogs: (state) => state.dialogs,
    /** The address orders go to, for checkout. */
    selectSelectedAddressId: (state) => state.addresses.selectedAddressId,
  },
});

export const { selectAddressesState, selectAddressDialogs, selectSelectedAddressId } = addressesSlice.selectors;
export const {
  addressListOpened,
  mapPickerOpened,
  mapPickerClosed,
  editRequested,
  formClosed,
  deleteAsked,
  deleteCancelled,
  addressDialogsClosed,
} = addressesSlice.actions;
