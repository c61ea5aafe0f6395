import type { Cart } from '@/domain/cart/cart';
import { findLine, removeLine, withLineQuantity } from '@/domain/cart/cart-changes';
import { checkLineQuantity } from '@/domain/cart/quantity';
import type { CartRepository } from '../ports/cart-repository.port';
import { savedCart, type CartOutcome } from './cart-outcome';

export interface ChangeQuantityRequest {
  readonly lineId: string;
  readonly quantity: number;
  /** The cart screen asks before a quantity of 0 removes a line; every other screen removes it at once. */
  readonly onCartScreen: boolean;
}

/** Nothing changed yet: the cart screen asks the customer to confirm, then calls RemoveCartLine. */
export interface DeleteLineConfirmation {
  readonly ok: true;
  readonly needsConfirmation: 'DELETE_LINE';
  readonly lineId: string;
  readonly cart: Cart;
}

export type ChangeQuantityOutcome = CartOutcome | DeleteLineConfirmation;

/**
 * The customer sets the quantity of a cart line with its counter: up to the line's maximum (units left,
 * or 99), and 0 removes the line (after a confirmation on the cart screen).
 */
export type ChangeQuantity = (request: ChangeQuantityRequest) => Promise<ChangeQuantityOutcome>;

export function createChangeQuantity(deps: { cartRepository: CartRepository }): ChangeQuantity {
  return async ({ lineId, quantity, onCartScreen }) => {
    const loaded = await deps.cartRepository.load();
    if (!loaded.ok) return loaded;
    const line = findLine(loaded.cart, lineId);
    if (!line) return { ok: false, reason: 'LINE_NOT_FOUND' };
    if (quantity === 0) {
      return onCartScreen
        ? { ok: true, needsConfirmation: 'DELETE_LINE', lineId, cart: loaded.cart }
        : savedCart(deps.cartRepository, removeLine(loaded.cart, lineId));
    }
    const check = checkLineQuantity(quantity, line.availableQuantity);
    if (!check.ok) return check;
    return savedCart(deps.cartRepository, withLineQuantity(loaded.cart, lineId, quantity));
  };
}
