import { emptyCart } from '@/domain/cart/cart';
import type { CartRepository } from '../ports/cart-repository.port';
import { savedCart, type CartOutcome } from './cart-outcome';

/** Every line leaves the cart at once (after payment, at logout, or when a push notification failed). */
export type EmptyCart = () => Promise<CartOutcome>;

export function createEmptyCart(deps: { cartRepository: CartRepository }): EmptyCart {
  return () => savedCart(deps.cartRepository, emptyCart);
}
