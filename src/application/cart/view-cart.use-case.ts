import type { CartRepository } from '../ports/cart-repository.port';
import type { CartOutcome } from './cart-outcome';

/** The customer opens the cart, or a screen shows its count: every line as last saved. */
export type ViewCart = () => Promise<CartOutcome>;

export function createViewCart(deps: { cartRepository: CartRepository }): ViewCart {
  return () => deps.cartRepository.load();
}
