import { canAddToCart, type AddToCartAttempt } from '@/domain/cart/can-add-to-cart';
import { putLine } from '@/domain/cart/cart-changes';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartConflictChoices, type CartConflictChoice } from '@/domain/cart/cart-refusal';
import { noSelection } from '@/domain/cart/selection';
import type { CartRepository } from '../ports/cart-repository.port';
import { savedCart, type CartOutcome } from './cart-outcome';

export type AddToCartRequest = AddToCartAttempt;

/** The cart holds another store's products: nothing changed, and the customer picks one of the choices. */
export interface CartConflict {
  readonly ok: false;
  readonly reason: 'CART_HAS_OTHER_STORE';
  readonly choices: readonly CartConflictChoice[];
}

export type AddToCartOutcome = CartOutcome | CartConflict;

/**
 * The customer puts a product in the cart, from a product list or, with a selection, from its details
 * page: a new line, or the line of the same product and selection set to this quantity. A closed
 * merchant, a customer outside the delivery area, a product out of stock or with choices to make, a
 * quantity above the maximum, a new line in a full cart and another store's cart are refused as values. On a conflict the
 * "Clear Cart and Add New Item" choice is carried out by ClearCartAndAdd with the same request;
 * "Proceed to Cart" only navigates.
 */
export type AddToCart = (request: AddToCartRequest) => Promise<AddToCartOutcome>;

export function createAddToCart(deps: { cartRepository: CartRepository }): AddToCart {
  return async (request) => {
    const check = canAddToCart(request);
    if (!check.ok) return check;
    const loaded = await deps.cartRepository.load();
    if (!loaded.ok) return loaded;
    const line = cartLineFor(request.product, request.selection ?? noSelection, request.quantity);
    const put = putLine(loaded.cart, cartStoreOf(request.product.store), line);
    if (!put.ok && put.reason === 'CART_FULL') return { ok: false, reason: put.reason };
    if (!put.ok) return { ok: false, reason: put.reason, choices: cartConflictChoices };
    return savedCart(deps.cartRepository, put.cart);
  };
}
