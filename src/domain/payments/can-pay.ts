import type { MinimumOrderCheck } from '../pricing/minimum-order';

/** What the cart summary knows when it decides whether its pay buttons work. */
export interface PayReadiness {
  readonly termsAccepted: boolean;
  /** Whether the server has priced the cart as it is now (a quote for an older cart does not count). */
  readonly priced: boolean;
  /** The cart against its store's minimum order; null while the store's minimum is not known. */
  readonly minimumOrder: MinimumOrderCheck | null;
}

/**
 * The customer can pay once the terms are accepted and the server has priced this cart, unless the cart is
 * below a known minimum order: the customer must never pay a price the server has not stated.
 */
export function canPay({ termsAccepted, priced, minimumOrder }: PayReadiness): boolean {
  return termsAccepted && priced && (minimumOrder === null || minimumOrder.ok);
}

/**
 * Without the network the server cannot price the cart, and a cash order confirmed then waits for it (issue 29,
 * part 3): the server prices it when it arrives, and the customer pays that price in cash, never one the server has
 * not stated. So only the terms and a known minimum order stand in the way.
 */
export function canOrderCashOffline({ termsAccepted, minimumOrder }: Omit<PayReadiness, 'priced'>): boolean {
  return termsAccepted && (minimumOrder === null || minimumOrder.ok);
}
