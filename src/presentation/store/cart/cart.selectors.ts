import { createSelector } from '@reduxjs/toolkit';
import { cartLineId, noSelection } from '@/domain/cart/selection';
import { cartTotal } from '@/domain/pricing/cart-total';
import type { RootState } from '../app-store';
import { selectCart, selectCartState } from './cart.slice';

/** How many units the cart holds in all, as the checkout bar counts them. */
export const selectCartItemCount = createSelector([selectCart], (cart) =>
  cart.lines.reduce((count, line) => count + line.quantity, 0),
);

export const selectCartTotal = createSelector([selectCart], (cart) => cartTotal(cart.lines));

/** The line a product list's counter shows: the product bought as it comes, without choices. */
export function selectPlainLine(state: RootState, productQueryId: string) {
  const lineId = cartLineId(productQueryId, noSelection);
  return selectCart(state).lines.find((line) => line.lineId === lineId) ?? null;
}

export function selectIsProductPending(state: RootState, productQueryId: string): boolean {
  return selectCartState(state).pendingProductIds.includes(productQueryId);
}
