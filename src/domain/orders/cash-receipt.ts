import type { KnownOrderStatus } from './order-status';

/** The payment method of an order paid in cash at the counter or the door. */
export const cashPaymentMethod = 'CASH';

export function isCashOrder(order: { readonly paymentMethod: string }): boolean {
  return order.paymentMethod.toUpperCase() === cashPaymentMethod;
}

export type CashReceiptRefusal = 'NOT_CASH' | 'ORDER_CANCELLED';

export type CashReceiptCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CashReceiptRefusal };

/**
 * Whether the staff may record an order's cash as received: only a cash order (a card's money comes from the
 * provider), and not a cancelled one (nothing was handed over). Recording it twice changes nothing.
 */
export function checkCashReceipt(order: {
  readonly paymentMethod: string;
  readonly status: KnownOrderStatus;
}): CashReceiptCheck {
  if (!isCashOrder(order)) return { ok: false, reason: 'NOT_CASH' };
  if (order.status === 'order_cancelled') return { ok: false, reason: 'ORDER_CANCELLED' };
  return { ok: true };
}

/** A cash order whose money the staff have not received yet: the console asks for it when it is handed over. */
export function awaitsCash(order: {
  readonly paymentMethod: string;
  readonly status: KnownOrderStatus;
  readonly paid: boolean;
}): boolean {
  return !order.paid && checkCashReceipt(order).ok;
}
