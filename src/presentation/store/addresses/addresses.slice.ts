import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import { noAddresses, type UserAddresses } from '@/domain/addresses/address';
import {
  closedAddressDialogs,
  nextAddressDialogs,
  type AddressDialogEvent,
  type AddressDialogs,
} from './address-dialogs-state';
import { createAppAsyncThunk } from '../hooks';
import { sessionEnded } from '../session/session.slice';

export type AddressListStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/**
 * The address book and which address dialog is open, in the first store: the chip and the start-up need
 * them. Changing an address (choosing, adding, editing, deleting) is the address-editing slice, loaded with
 * the dialogs; its thunks tell this slice what changed with `addressBookChanged` and `addressDialogsMoved`.
 */
export interface AddressesState {
  readonly listStatus: AddressListStatus;
  readonly addresses: UserAddresses;
  readonly listError: AppError | null;
  readonly dialogs: AddressDialogs;
}

const initialState: AddressesState = {
  listStatus: 'idle',
  addresses: noAddresses,
  listError: null,
  dialogs: closedAddressDialogs,
};

export const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };
/** A plain copy, so the store never holds an Error instance an adapter may have thrown. */
export function asAppError(thrown: unknown): AppError {
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
      const { viewAddresses } = await extra.feature(featureTokens.addresses);
      return await viewAddresses();
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

function moved(state: AddressesState, event: AddressDialogEvent): AddressDialogs {
  return nextAddressDialogs(state.dialogs, event);
}

/** Immer drafts cannot hold the domain's readonly shapes, so every case returns a fresh state. */
function next(state: AddressesState, changes: Partial<AddressesState>): AddressesState {
  return { ...state, ...changes };
}

export const addressesSlice = createSlice({
  name: 'addresses',
  reducerPath: 'addresses',
  initialState,
  reducers: {
    /** The "Deliver to" chip opens the list. */
    addressListOpened: (state) => next(state, { dialogs: moved(state, { type: 'LIST_OPENED' }) }),
    /** Any other move, made by the dialogs themselves (see address-editing.slice.ts). */
    addressDialogsMoved: (state, action: PayloadAction<AddressDialogEvent>) =>
      next(state, { dialogs: moved(state, action.payload) }),
    /** The customer's addresses as the server has them after a change. */
    addressBookChanged: (state, action: PayloadAction<UserAddresses>) => next(state, { addresses: action.payload }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(addressesRequested.pending, (state) => next(state, { listStatus: 'pending', listError: null }))
      .addCase(addressesRequested.fulfilled, (state, action) =>
        next(state, { listStatus: 'succeeded', addresses: action.payload }),
      )
      .addCase(addressesRequested.rejected, (state, action) =>
        next(state, { listStatus: 'failed', listError: action.payload ?? unknownFailure }),
      )
      // Another customer's (or a guest's) addresses are asked for anew; the one who left keeps none here.
      .addCase(sessionEnded, (): AddressesState => initialState);
  },
  selectors: {
    selectAddressesState: (state) => state,
    selectAddressDialogs: (state) => state.dialogs,
    /** The address orders go to, for checkout. */
    selectSelectedAddressId: (state) => state.addresses.selectedAddressId,
  },
});

export const { selectAddressesState, selectAddressDialogs, selectSelectedAddressId } = addressesSlice.selectors;
export const { addressListOpened, addressDialogsMoved, addressBookChanged } = addressesSlice.actions;
