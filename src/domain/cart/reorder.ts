import type { Product } from '../catalogue/product';
import { emptyCart, type Cart, type CartLine, type CartSelection } from './cart';
import { cartLineFor, cartStoreOf } from './cart-line-for-product';
import { cartOf } from './cart-changes';
import { noSelection } from './selection';

/** A product of a past order, as the store sells it now, with the quantity the customer ordered then. */
export interface OrderedProduct {
  readonly product: Product;
  readonly quantity: number;
  /** The choice made then; absent when the product was bought as it comes. */
  readonly selection?: CartSelection;
}

/**
 * How many to put back in the cart: what was ordered, capped to the units left when the server gives a
 * positive count below it. A count of 0 caps nothing, as the spec states the rule.
 */
export function reorderQuantity(orderedQuantity: number, availableQuantity: number): number {
  return availableQuantity > 0 && availableQuantity < orderedQuantity ? availableQuantity : orderedQuantity;
}

/**
 * The cart a re-order leaves: the order's products, one line per product and selection (repeats summed
 * before capping), lines of nothing left out. Empty when the order yields no product.
 */
export function cartFromOrder(ordered: readonly OrderedProduct[]): Cart {
  const first = ordered[0];
  if (!first) return emptyCart;
  const byLine = new Map<string, CartLine>();
  for (const { product, quantity, selection } of ordered) {
    const line = cartLineFor(product, selection ?? noSelection, quantity);
    const earlier = byLine.get(line.lineId);
    byLine.set(line.lineId, earlier ? { ...line, quantity: earlier.quantity + quantity } : line);
  }
  const lines = [...byLine.values()]
    .map((line) => ({ ...line, quantity: reorderQuantity(line.quantity, line.availableQuantity) }))
    .filter((line) => line.quantity >= 1);
  return cartOf(cartStoreOf(first.product.store), lines);
}
