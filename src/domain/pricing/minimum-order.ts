import type { CartLine } from '../cart/cart';
import { cartTotal } from './cart-total';
import type { Money } from './money';

/** Why checkout stays closed; the UI shows "(minimum {amount} {currency})". */
export type MinimumOrderRefusal = 'BELOW_MINIMUM_ORDER';

export type MinimumOrderCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: MinimumOrderRefusal;
      readonly minimumOrder: Money;
      /** How much more the customer needs to add. */
      readonly missing: Money;
    };

/** Reaching the minimum exactly counts: a 15,00 € cart meets a 15,00 € minimum. */
export function reachesMinimumOrder(cartTotal: Money, minimumOrder: Money): boolean {
  return cartTotal >= minimumOrder;
}

/** Checkout is enabled only when the cart total is at least the store's min_amount. */
export function checkMinimumOrder(cartTotal: Money, minimumOrder: Money): MinimumOrderCheck {
  if (reachesMinimumOrder(cartTotal, minimumOrder)) return { ok: true };
  return { ok: false, reason: 'BELOW_MINIMUM_ORDER', minimumOrder, missing: minimumOrder - cartTotal };
}

/**
 * The cart's total against its store's minimum order, as the cart summary shows it.
 * @param minimumOrder the store's min_amount; null while the store is not known yet, and then nothing is checked.
 */
export function cartMinimumOrder(lines: readonly CartLine[], minimumOrder: Money | null): MinimumOrderCheck | null {
  return minimumOrder === null ? null : checkMinimumOrder(cartTotal(lines), minimumOrder);
}
