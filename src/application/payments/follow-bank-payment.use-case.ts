import { parseOrderStatus } from '@/domain/orders/order-status';
import { isStatusUpdate } from '@/domain/orders/status-update';
import { paymentSuccessPath } from '@/domain/payments/payment-success';
import type { OrderUpdates } from '../ports/order-updates.port';

export interface FollowedBankPayment {
  readonly invoiceQueryId: string;
  readonly tradeTypeId: number | null;
}

/**
 * While the named bank's page is open in another tab, the tab that opened it follows the payment: a bank
 * invoice becomes an order only once the bank has taken the money, so the first status of that order on the
 * event stream (the server announces the placement) means paid, and `onPaid` gets the confirmation page to go
 * to. The after-payment steps themselves run once, on the bank's return page in the other tab.
 * Returns the function that stops following.
 */
export type FollowBankPayment = (payment: FollowedBankPayment, onPaid: (path: string) => void) => () => void;

export function createFollowBankPayment(deps: { orderUpdates: OrderUpdates }): FollowBankPayment {
  return (payment, onPaid) => {
    let followed = false;
    const stop = deps.orderUpdates.subscribe((update) => {
      if (followed || update.invoiceQueryId !== payment.invoiceQueryId || !isStatusUpdate(update)) return;
      const status = parseOrderStatus(update.status);
      if (status === 'unknown' || status === 'order_cancelled') return;
      followed = true;
      onPaid(paymentSuccessPath(payment));
    });
    return stop;
  };
}
