import type { PaymentMethod } from './payment-method';

/** Methods that settle through the user's own channel rather than a provider. */
export function settlesThroughChannel(method: PaymentMethod): boolean {
  return method === 'PAYMENT_BY_CARD_BANK_ALFALAH' || method === 'CASH';
}

/**
 * Whether an invoice must be paid at a provider before it becomes an order: an amount to pay by any method
 * that does not settle through the user's channel. The server holds place_order to this.
 */
export function mustBePaidBeforePlacing(method: PaymentMethod, payableAmount: number): boolean {
  return payableAmount > 0 && !settlesThroughChannel(method);
}
