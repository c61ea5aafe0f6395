import { createSelector } from '@reduxjs/toolkit';
import type { CartRefusal } from '@/domain/cart/cart-refusal';
import { cartLineId, noSelection } from '@/domain/cart/selection';
import { cartTotal } from '@/domain/pricing/cart-total';
import type { RootState } from '../app-store';
import { selectCart, selectCartState } from './cart.slice';

/** How many units the cart holds in all, as the checkout bar counts them. */
export const selectCartItemCount = createSelector([selectCart], (cart) =>
  cart.lines.reduce((count, line) => count + line.quantity, 0),
);

export const selectCartTotal = createSelector([selectCart], (cart) => cartTotal(cart.lines));

/** The id of the line a product list's counter shows: the product bought as it comes, without choices. */
export function plainLineId(productQueryId: string): string {
  return cartLineId(productQueryId, noSelection);
}

/**
 * The cart's line of that id, or null. It takes the id rather than the product, because every row of a list runs it
 * on every change of the store: building the id once per row keeps that run to a search.
 */
export function selectLine(state: RootState, lineId: string) {
  return selectCart(state).lines.find((line) => line.lineId === lineId) ?? null;
}

export function selectIsProductPending(state: RootState, productQueryId: string): boolean {
  return selectCartState(state).pendingProductIds.includes(productQueryId);
}

/**
 * The refusal to show beside one product of a list, or null. A value that changes only for that product, so an
 * add elsewhere in the list does not re-render this product's row.
 */
export function selectRefusalFor(state: RootState, productQueryId: string): CartRefusal | null {
  const { refusal } = selectCartState(state);
  return refusal?.productQueryId === productQueryId ? refusal.reason : null;
}
