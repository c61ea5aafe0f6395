import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { BrowseProductsRequest } from '@/application/catalogue/browse-products.use-case';
import type { StoreWithMenu } from '@/application/catalogue/view-store.use-case';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { Product } from '@/domain/catalogue/product';
import { createAppAsyncThunk } from '../hooks';
import { rootReducer, type AppDispatch, type RootState } from '../app-store';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** One request's answer; only the newest request may write it, so a slow old answer never wins. */
interface Loadable<T> {
  readonly status: RequestStatus;
  readonly data: T | null;
  readonly error: AppError | null;
  readonly latestRequestId: string | null;
}

export interface ProductListing {
  readonly products: readonly Product[];
  readonly page: number;
  readonly totalProducts: number;
}

export interface ProductsState {
  /** The open store's header and menu sections, for `storeQueryId`. */
  readonly store: Loadable<StoreWithMenu> & { readonly storeQueryId: string | null };
  readonly listing: Loadable<ProductListing>;
  /** The product of the details page. */
  readonly detail: Loadable<Product>;
  /**
   * The product list's requests started before its screen was drawn (while the visitor signs in), until the list
   * takes them over; the list then shows their answers instead of asking again.
   */
  readonly aheadOfScreen: {
    readonly store: string | null;
    readonly listing: string | null;
    /** The details page's product asked for before its screen was drawn. */
    readonly detail: string | null;
  };
}

const idle = { status: 'idle', data: null, error: null, latestRequestId: null } as const;

const initialState: ProductsState = {
  store: { ...idle, storeQueryId: null },
  listing: idle,
  detail: idle,
  aheadOfScreen: { store: null, listing: null, detail: null },
};

const unknownFailure: AppError = { code: 'CONNECTION_TIMEOUT', message: '' };
const asAppError = (thrown: unknown): AppError => (isAppError(thrown) ? thrown : unknownFailure);

export const storeRequested = createAppAsyncThunk(
  'products/storeRequested',
  async (storeQueryId: string, { extra, rejectWithValue }) => {
    try {
      const { viewStore } = await extra.feature(featureTokens.catalogue);
      return await viewStore(storeQueryId);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const productsRequested = createAppAsyncThunk(
  'products/productsRequested',
  async (request: BrowseProductsRequest, { extra, rejectWithValue }) => {
    try {
      const { browseProducts } = await extra.feature(featureTokens.catalogue);
      return await browseProducts(request);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

export const productDetailRequested = createAppAsyncThunk(
  'products/productDetailRequested',
  async (productQueryId: string, { extra, rejectWithValue }) => {
    try {
      const { viewProduct } = await extra.feature(featureTokens.catalogue);
      return await viewProduct(productQueryId);
    } catch (thrown) {
      return rejectWithValue(asAppError(thrown));
    }
  },
);

// Fresh objects rather than draft edits throughout: domain values are deeply readonly.
const productsSliceDefinition = createSlice({
  name: 'products',
  reducerPath: 'products',
  initialState,
  reducers: {
    requestedAhead: (state, action: PayloadAction<{ store: string; listing: string }>): ProductsState => ({
      ...state,
      aheadOfScreen: { ...state.aheadOfScreen, ...action.payload },
    }),
    detailRequestedAheadOf: (state, action: PayloadAction<string>): ProductsState => ({
      ...state,
      aheadOfScreen: { ...state.aheadOfScreen, detail: action.payload },
    }),
    detailTakenOver: (state): ProductsState => ({ ...state, aheadOfScreen: { ...state.aheadOfScreen, detail: null } }),
    storeTakenOver: (state): ProductsState => ({ ...state, aheadOfScreen: { ...state.aheadOfScreen, store: null } }),
    listingTakenOver: (state): ProductsState => ({
      ...state,
      aheadOfScreen: { ...state.aheadOfScreen, listing: null },
    }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(storeRequested.pending, (state, action): ProductsState => ({
        ...state,
        store: {
          status: 'pending',
          // The same store's header stays while it reloads; another store's would mislead.
          data: state.store.storeQueryId === action.meta.arg ? state.store.data : null,
          error: null,
          latestRequestId: action.meta.requestId,
          storeQueryId: action.meta.arg,
        },
      }))
      .addCase(storeRequested.fulfilled, (state, action): ProductsState | undefined => {
        if (state.store.latestRequestId !== action.meta.requestId) return undefined;
        return { ...state, store: { ...state.store, status: 'succeeded', data: action.payload } };
      })
      .addCase(storeRequested.rejected, (state, action): ProductsState | undefined => {
        if (state.store.latestRequestId !== action.meta.requestId) return undefined;
        return {
          ...state,
          store: { ...state.store, status: 'failed', data: null, error: action.payload ?? unknownFailure },
        };
      })
      .addCase(productsRequested.pending, (state, action): ProductsState => ({
        ...state,
        listing: { status: 'pending', data: null, error: null, latestRequestId: action.meta.requestId },
      }))
      .addCase(productsRequested.fulfilled, (state, action): ProductsState | undefined => {
        if (state.listing.latestRequestId !== action.meta.requestId) return undefined;
        return { ...state, listing: { ...state.listing, status: 'succeeded', data: action.payload } };
      })
      .addCase(productsRequested.rejected, (state, action): ProductsState | undefined => {
        if (state.listing.latestRequestId !== action.meta.requestId) return undefined;
        return { ...state, listing: { ...state.listing, status: 'failed', error: action.payload ?? unknownFailure } };
      })
      .addCase(productDetailRequested.pending, (state, action): ProductsState => ({
        ...state,
        detail: { status: 'pending', data: null, error: null, latestRequestId: action.meta.requestId },
      }))
      .addCase(productDetailRequested.fulfilled, (state, action): ProductsState | undefined => {
        if (state.detail.latestRequestId !== action.meta.requestId) return undefined;
        return { ...state, detail: { ...state.detail, status: 'succeeded', data: action.payload } };
      })
      .addCase(productDetailRequested.rejected, (state, action): ProductsState | undefined => {
        if (state.detail.latestRequestId !== action.meta.requestId) return undefined;
        return { ...state, detail: { ...state.detail, status: 'failed', error: action.payload ?? unknownFailure } };
      });
  },
  selectors: {
    selectStoreHeader: (state) => state.store,
    selectProductListing: (state) => state.listing,
    selectProductDetail: (state) => state.detail,
    selectProductsState: (state) => state,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof productsSliceDefinition> {}
}

/** Not in the first store: injected when a product or cart summary screen loads this module. */
export const productsSlice = productsSliceDefinition.injectInto(rootReducer);

export const { selectStoreHeader, selectProductListing, selectProductDetail } = productsSlice.selectors;
const { selectProductsState } = productsSlice.selectors;
const { requestedAhead, storeTakenOver, listingTakenOver, detailRequestedAheadOf, detailTakenOver } =
  productsSlice.actions;

/** Two requests for the same products have the same key. */
const keyOf = (request: BrowseProductsRequest): string => JSON.stringify(request);

/**
 * Starts the product list's store and products requests before the screen is drawn: the catalogue needs no
 * session, so they run beside the sign-in instead of after it.
 */
export const listingRequestedAhead =
  (storeQueryId: string, request: BrowseProductsRequest) => (dispatch: AppDispatch, getState: () => RootState) => {
    // Too late: the list is drawn and has asked for itself.
    const { store, listing } = selectProductsState(getState());
    if (store.status !== 'idle' || listing.status !== 'idle') return Promise.resolve();
    const sent = Promise.all([dispatch(storeRequested(storeQueryId)), dispatch(productsRequested(request))]);
    dispatch(requestedAhead({ store: storeQueryId, listing: keyOf(request) }));
    return sent.then(() => undefined);
  };

/**
 * What the list asks for when it shows: the store requested ahead of it is taken over (answered or on its way);
 * another store, or one whose request failed, is asked for.
 */
export const storeNeeded = (storeQueryId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const { aheadOfScreen, store } = selectProductsState(getState());
  if (aheadOfScreen.store !== null) dispatch(storeTakenOver());
  if (aheadOfScreen.store === storeQueryId && store.status !== 'failed') return;
  void dispatch(storeRequested(storeQueryId));
};

/** The same for the products: those requested ahead are taken over, any other page or a failed one is asked for. */
export const productsNeeded =
  (request: BrowseProductsRequest) => (dispatch: AppDispatch, getState: () => RootState) => {
    const { aheadOfScreen, listing } = selectProductsState(getState());
    if (aheadOfScreen.listing !== null) dispatch(listingTakenOver());
    if (aheadOfScreen.listing === keyOf(request) && listing.status !== 'failed') return;
    void dispatch(productsRequested(request));
  };

/**
 * Starts the details page's product request before the screen is drawn, as the product list does with its own:
 * beside the sign-in in the browser, and before drawing on the server.
 */
export const detailRequestedAhead = (productQueryId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  // Too late: the page is drawn and has asked for itself.
  if (selectProductsState(getState()).detail.status !== 'idle') return Promise.resolve();
  const sent = dispatch(productDetailRequested(productQueryId));
  dispatch(detailRequestedAheadOf(productQueryId));
  return sent.then(() => undefined);
};

/** What the details page asks for when it shows: the product requested ahead is taken over, any other asked for. */
export const detailNeeded = (productQueryId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const { aheadOfScreen, detail } = selectProductsState(getState());
  if (aheadOfScreen.detail !== null) dispatch(detailTakenOver());
  if (aheadOfScreen.detail === productQueryId && detail.status !== 'failed') return;
  void dispatch(productDetailRequested(productQueryId));
};
