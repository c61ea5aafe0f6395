import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { BrowseProductsRequest } from '@/application/catalog/browse-products.use-case';
import type { StoreWithMenu } from '@/application/catalog/view-store.use-case';
import { isAppError, type AppError } from '@/application/errors/app-error';
import { featureTokens } from '@/application/tokens';
import type { Product } from '@/domain/catalog/product';
import { createAppAsyncThunk } from '../hooks';
import { rootReducer } from '../app-store';

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
}

const idle = { status: 'idle', data: null, error: null, latestRequestId: null } as const;

const initialState: ProductsState = { store: { ...idle, storeQueryId: null }, listing: idle, detail: idle };

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
  reducers: {},
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
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof productsSliceDefinition> {}
}

/** Not in the first store: injected when a product or cart summary screen loads this module. */
export const productsSlice = productsSliceDefinition.injectInto(rootReducer);

export const { selectStoreHeader, selectProductListing, selectProductDetail } = productsSlice.selectors;
