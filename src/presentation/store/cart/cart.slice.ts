import { createSlice, type WithSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddToCartOutcome, AddToCartRequest } from '@/application/cart/add-to-cart.use-case';
import type { CartOutcome } from '@/application/cart/cart-outcome';
import type { ChangeQuantityOutcome } from '@/application/cart/change-quantity.use-case';
import { featureTokens } from '@/application/tokens';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import type { CartRefusal } from '@/domain/cart/cart-refusal';
import { createAppAsyncThunk } from '../hooks';
import { rootReducer } from '../app-store';
import { afterNextPaint } from '../../startup/after-next-paint';

/** A refusal the customer is told about, beside the product it concerns (null: the cart as a whole). */
export interface CartRefusalNotice {
  readonly productQueryId: string | null;
  readonly reason: CartRefusal;
}

export interface CartState {
  readonly cart: Cart;
  readonly loaded: boolean;
  /** Products whose change is under way: their counters are blocked and show a skeleton. */
  readonly pendingProductIds: readonly string[];
  readonly refusal: CartRefusalNotice | null;
  /** The add that met another store's cart, kept so "Clear Cart and Add New Item" can carry it out. */
  readonly conflict: AddToCartRequest | null;
  /** 'IndexedDb Operation failed' is said once: shown, then dismissed for the rest of the visit. */
  readonly storageNotice: 'none' | 'showing' | 'dismissed';
  /** Why the last change of the cart failed outright: its message ('' when it had none), shown under the checkout bar. */
  readonly updateError: string | null;
}

const initialState: CartState = {
  cart: emptyCart,
  loaded: false,
  pendingProductIds: [],
  refusal: null,
  conflict: null,
  storageNotice: 'none',
  updateError: null,
};

export interface QuantityChange {
  readonly productQueryId: string;
  readonly lineId: string;
  readonly quantity: number;
}

export const cartRequested = createAppAsyncThunk('cart/requested', async (_: void, { extra }) =>
  (await extra.feature(featureTokens.cart)).viewCart(),
);

/** An add, from a product list's button or counter or from a details page; stored after the pending state is painted. */
export const productAddedToCart = createAppAsyncThunk(
  'cart/productAdded',
  async (request: AddToCartRequest, { extra }): Promise<AddToCartOutcome> => {
    await afterNextPaint();
    return (await extra.feature(featureTokens.cart)).addToCart(request);
  },
);

/** Counters outside the cart screen: 0 removes the line at once. Stored after the pending state is painted. */
export const quantityChanged = createAppAsyncThunk(
  'cart/quantityChanged',
  async (change: QuantityChange, { extra }): Promise<ChangeQuantityOutcome> => {
    await afterNextPaint();
    return (await extra.feature(featureTokens.cart)).changeQuantity({
      lineId: change.lineId,
      quantity: change.quantity,
      onCartScreen: false,
    });
  },
);

export const cartClearedAndProductAdded = createAppAsyncThunk(
  'cart/clearedAndProductAdded',
  async (request: AddToCartRequest, { extra }): Promise<CartOutcome> =>
    (await extra.feature(featureTokens.cart)).clearCartAndAdd(request),
);

function withoutPending(state: CartState, productQueryId: string): readonly string[] {
  return state.pendingProductIds.filter((id) => id !== productQueryId);
}

/** The state after a use case answered: the saved cart, or the refusal to tell. */
function afterOutcome(
  state: CartState,
  productQueryId: string | null,
  outcome: CartOutcome | ChangeQuantityOutcome,
): CartState {
  if (outcome.ok) return { ...state, cart: outcome.cart, loaded: true, refusal: null };
  return {
    ...state,
    refusal: { productQueryId, reason: outcome.reason },
    storageNotice:
      outcome.reason === 'STORAGE_FAILED' && state.storageNotice === 'none' ? 'showing' : state.storageNotice,
  };
}

const cartSliceDefinition = createSlice({
  name: 'cart',
  reducerPath: 'cart',
  initialState,
  reducers: {
    /** The saved cart changed, here or in another tab. */
    cartChanged: (state, action: PayloadAction<Cart>): CartState => ({ ...state, cart: action.payload, loaded: true }),
    cartStorageFailed: (state) => {
      if (state.storageNotice === 'none') state.storageNotice = 'showing';
    },
    storageNoticeDismissed: (state) => {
      state.storageNotice = 'dismissed';
    },
    refusalDismissed: (state) => {
      state.refusal = null;
    },
    /** "Proceed to Cart": the cart stays as it is, and the screen goes to the cart. */
    conflictDismissed: (state) => {
      state.conflict = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // The live feed may have answered first with a newer cart; a slower first load must not undo it.
      .addCase(cartRequested.fulfilled, (state, action) =>
        state.loaded && action.payload.ok ? undefined : afterOutcome(state, null, action.payload),
      )
      .addCase(productAddedToCart.pending, (state, action): CartState => ({
        ...state,
        refusal: null,
        updateError: null,
        pendingProductIds: [...state.pendingProductIds, action.meta.arg.product.queryId],
      }))
      .addCase(productAddedToCart.fulfilled, (state, action): CartState => {
        const productQueryId = action.meta.arg.product.queryId;
        const settled = { ...state, pendingProductIds: withoutPending(state, productQueryId) };
        const outcome = action.payload;
        if (!outcome.ok && outcome.reason === 'CART_HAS_OTHER_STORE') return { ...settled, conflict: action.meta.arg };
        return afterOutcome(settled, productQueryId, outcome);
      })
      .addCase(productAddedToCart.rejected, (state, action): CartState => ({
        ...state,
        pendingProductIds: withoutPending(state, action.meta.arg.product.queryId),
        updateError: action.error.message ?? '',
      }))
      .addCase(quantityChanged.pending, (state, action): CartState => ({
        ...state,
        refusal: null,
        updateError: null,
        pendingProductIds: [...state.pendingProductIds, action.meta.arg.productQueryId],
      }))
      .addCase(quantityChanged.fulfilled, (state, action): CartState => {
        const { productQueryId } = action.meta.arg;
        return afterOutcome(
          { ...state, pendingProductIds: withoutPending(state, productQueryId) },
          productQueryId,
          action.payload,
        );
      })
      .addCase(quantityChanged.rejected, (state, action): CartState => ({
        ...state,
        pendingProductIds: withoutPending(state, action.meta.arg.productQueryId),
        updateError: action.error.message ?? '',
      }))
      .addCase(cartClearedAndProductAdded.pending, (state, action): CartState => ({
        ...state,
        conflict: null,
        refusal: null,
        updateError: null,
        pendingProductIds: [...state.pendingProductIds, action.meta.arg.product.queryId],
      }))
      .addCase(cartClearedAndProductAdded.fulfilled, (state, action): CartState => {
        const productQueryId = action.meta.arg.product.queryId;
        return afterOutcome(
          { ...state, pendingProductIds: withoutPending(state, productQueryId) },
          productQueryId,
          action.payload,
        );
      })
      .addCase(cartClearedAndProductAdded.rejected, (state, action): CartState => ({
        ...state,
        pendingProductIds: withoutPending(state, action.meta.arg.product.queryId),
        updateError: action.error.message ?? '',
      }));
  },
  selectors: {
    selectCartState: (state) => state,
    selectCart: (state) => state.cart,
  },
});

declare module '../app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging.
  export interface LazyLoadedSlices extends WithSlice<typeof cartSliceDefinition> {}
}

/** Not in the first store: injected when a screen with the cart (products, cart summary, re-order) loads this module. */
export const cartSlice = cartSliceDefinition.injectInto(rootReducer);

export const { cartChanged, cartStorageFailed, storageNoticeDismissed, refusalDismissed, conflictDismissed } =
  cartSlice.actions;
export const { selectCartState, selectCart } = cartSlice.selectors;
