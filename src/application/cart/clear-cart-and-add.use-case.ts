import { canAddToCart } from '@/domain/cart/can-add-to-cart';
import { cartOf } from '@/domain/cart/cart-changes';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { noSelection } from '@/domain/cart/selection';
import type { CartRepository } from '../ports/cart-repository.port';
import type { AddToCartRequest } from './add-to-cart.use-case';
import { savedCart, type CartOutcome } from './cart-outcome';

/**
 * The customer chose "Clear Cart and Add New Item": the cart is emptied and then holds this product only.
 * The add-to-cart gates still apply first, so a refused product clears nothing.
 */
export type ClearCartAndAdd = (request: AddToCartRequest) => Promise<CartOutcome>;

export function createClearCartAndAdd(deps: { cartRepository: CartRepository }): ClearCartAndAdd {
  return async (request) => {
    const check = canAddToCart(request);
    if (!check.ok) return check;
    const line = cartLineFor(request.product, request.selection ?? noSelection, request.quantity);
    return savedCart(deps.cartRepository, cartOf(cartStoreOf(request.product.store), [line]));
  };
}
