import { findLine, removeLine } from '@/domain/cart/cart-changes';
import type { CartRepository } from '../ports/cart-repository.port';
import { savedCart, type CartOutcome } from './cart-outcome';

/**
 * The customer deletes one line (its delete button, or confirming a quantity of 0 on the cart screen).
 * Deleting a line that is already gone changes nothing, so a double tap is harmless.
 */
export type RemoveCartLine = (lineId: string) => Promise<CartOutcome>;

export function createRemoveCartLine(deps: { cartRepository: CartRepository }): RemoveCartLine {
  return async (lineId) => {
    const loaded = await deps.cartRepository.load();
    if (!loaded.ok) return loaded;
    if (!findLine(loaded.cart, lineId)) return loaded;
    return savedCart(deps.cartRepository, removeLine(loaded.cart, lineId));
  };
}
