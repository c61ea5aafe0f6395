import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '@/application/errors/app-error';
import { isAppError } from '@/application/errors/app-error';
import type { BrowseStoresRequest } from '@/application/catalogue/browse-stores.use-case';
import { featureTokens } from '@/application/tokens';
import type { Coordinates, Store } from '@/domain/catalogue/store';
import type { AppDispatch, RootState } from '../app-store';
import { createAppAsyncThunk } from '../hooks';
import { sessionEnded } from '../session/session.slice';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Where the customer wants the order delivered, as the "Deliver to" chip and the delivery-area check read it. */
export interface DeliveryLocation {
  readonly description: string;
  readonly coordinates: Coordinates | null;
}

export interface StoresState {
  readonly status: RequestStatus;
  readonly stores: readonly Store[];
  readonly page: number;
  readonly totalStores: number;
  readonly error: AppError | null;
  /** Only the newest request may write its answer, so a slow old page never overwrites a new one. */
  readonly latestRequestId: string | null;
  /** Null until the customer selects an address; the address dialog reports it with deliveryLocationChosen. */
  readonly deliverTo: DeliveryLocation | null;
  /**
   * The request started before its screen was drawn (while the visitor signs in), until the listing takes it
   * over; the listing then shows its answer instead of asking again.
   */
  readonly aheadOfScreen: string | null;
}

const initialState: StoresState = {
  status: 'idle',
  stores: [],
  page: 1,
  totalStores: 0,
  error: null,
  latestRequestId: null,
  deliverTo: null,
  aheadOfScreen: null,
};

/** A listing request; with a search the server's search answers instead of the industry's pages. */
export interface StoresRequest extends BrowseStoresRequest {
  readonly search?: string;
}

export const storesRequested = createAppAsyncThunk(
  'stores/requested',
  async ({ search, ...request }: StoresRequest, { extra, rejectWithValue }) => {
    try {
      if (search !== undefined && search.trim() !== '') {
        const { industryId, page } = request;
        const { searchStores } = await extra.feature(featureTokens.catalogue);
        return await searchStores({ industryId, search, ...(page ? { page } : {}) });
      }
      const { browseStores } = await extra.feature(featureTokens.catalogue);
      return await browseStores(request);
    } catch (thrown) {
      return rejectWithValue(isAppError(thrown) ? thrown : { code: 'CONNECTION_TIMEOUT', message: '' });
    }
  },
);

/** Two requests for the same stores have the same key. */
const keyOf = (request: StoresRequest): string => JSON.stringify(request);

export const storesSlice = createSlice({
  name: 'stores',
  reducerPath: 'stores',
  initialState,
  reducers: {
    /** Another industry tab: the old industry's stores must not flash while the new ones load. */
    storesReset: (state) => ({ ...initialState, deliverTo: state.deliverTo }),
    deliveryLocationChosen: (state, action: PayloadAction<DeliveryLocation | null>) => {
      state.deliverTo = action.payload;
    },
    requestedAhead: (state, action: PayloadAction<string>) => {
      state.aheadOfScreen = action.payload;
    },
    takenOver: (state) => {
      state.aheadOfScreen = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The customer who chose the address has left: the header must not show it to whoever comes next.
      .addCase(sessionEnded, (state) => {
        state.deliverTo = null;
      })
      .addCase(storesRequested.pending, (state, action) => {
        state.status = 'pending';
        state.error = null;
        state.latestRequestId = action.meta.requestId;
      })
      .addCase(storesRequested.fulfilled, (state, action): StoresState | undefined => {
        if (state.latestRequestId !== action.meta.requestId) return undefined;
        // A fresh object rather than draft edits: domain stores are deeply readonly.
        return {
          ...state,
          status: 'succeeded',
          stores: action.payload.stores,
          page: action.payload.page,
          totalStores: action.payload.totalStores,
        };
      })
      .addCase(storesRequested.rejected, (state, action) => {
        if (state.latestRequestId !== action.meta.requestId) return;
        state.status = 'failed';
        state.stores = [];
        state.error = action.payload ?? { code: 'CONNECTION_TIMEOUT', message: '' };
      });
  },
  selectors: {
    selectStoresState: (state) => state,
    selectDeliverTo: (state) => state.deliverTo,
  },
});

export const { selectStoresState, selectDeliverTo } = storesSlice.selectors;
export const { storesReset, deliveryLocationChosen } = storesSlice.actions;
const { requestedAhead, takenOver } = storesSlice.actions;

/**
 * Starts the first screen's stores request before the screen is drawn: the catalogue needs no session, so it
 * runs beside the sign-in instead of after it.
 */
export const storesRequestedAhead = (request: StoresRequest) => (dispatch: AppDispatch) => {
  const sent = dispatch(storesRequested(request));
  dispatch(requestedAhead(keyOf(request)));
  return sent;
};

/**
 * What the listing asks for when it shows: the same stores requested ahead of it are taken over (answered or
 * on their way); any other request, or one that failed, is sent.
 */
export const storesNeeded = (request: StoresRequest) => (dispatch: AppDispatch, getState: () => RootState) => {
  const { aheadOfScreen, status } = getState().stores;
  if (aheadOfScreen !== null) dispatch(takenOver());
  if (aheadOfScreen === keyOf(request) && status !== 'failed') return undefined;
  return dispatch(storesRequested(request));
};
