import type { Coordinates } from '../catalogue/store';
import type { Product } from '../catalogue/product';
import { isOutOfStock } from '../catalogue/stock';
import { isWithinServiceArea } from '../geo/service-area';
import type { CartSelection } from './cart';
import { checkLineQuantity } from './quantity';

/** A product with sizes, colours or variants is chosen on its details page, never added from a list. */
export function needsDetailsPage(product: Pick<Product, 'sizes' | 'colors' | 'variants'>): boolean {
  return product.sizes.length > 0 || product.colors.length > 0 || product.variants.length > 0;
}

export interface AddToCartAttempt {
  readonly product: Product;
  readonly quantity: number;
  /** Present only when the customer chose on the product's details page. */
  readonly selection?: CartSelection;
  /** The customer's location when known (the selected address). */
  readonly customerLocation?: Coordinates | null;
}

export type AddToCartCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason:
        | 'MERCHANT_CLOSED'
        | 'NOT_TAKING_ORDERS'
        | 'OUTSIDE_DELIVERY_AREA'
        | 'OUT_OF_STOCK'
        | 'NEEDS_DETAILS_PAGE'
        | 'INVALID_QUANTITY'
        | 'EXCEEDS_REMAINING_UNITS';
    };

/**
 * Whether the product may go into a cart at this quantity, whatever the cart holds (the one-store rule is
 * `putLine`'s). The store's own gates come first, as the customer meets them: a closed merchant, one not taking
 * new orders for now (its staff paused them or its cap is reached, as the server said), then a customer outside
 * the delivery area; then the product's: out of stock, choices to make on the details
 * page, and last the quantity.
 */
export function canAddToCart(attempt: AddToCartAttempt): AddToCartCheck {
  const { product } = attempt;
  if (!product.store.isOpen) return { ok: false, reason: 'MERCHANT_CLOSED' };
  if (product.store.orderHold) return { ok: false, reason: 'NOT_TAKING_ORDERS' };
  if (!isWithinServiceArea(attempt.customerLocation, product.store)) {
    return { ok: false, reason: 'OUTSIDE_DELIVERY_AREA' };
  }
  if (isOutOfStock(product)) return { ok: false, reason: 'OUT_OF_STOCK' };
  if (attempt.selection === undefined && needsDetailsPage(product)) return { ok: false, reason: 'NEEDS_DETAILS_PAGE' };
  return checkLineQuantity(attempt.quantity, product.availableQuantity);
}
