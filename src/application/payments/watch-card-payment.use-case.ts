import { isNetworkCardPaymentSuccess } from '@/domain/payments/network-card';
import type { HandlePaymentSuccess } from './handle-payment-success.use-case';
import type { OrderUpdates } from '../ports/order-updates.port';

export interface WatchedPayment {
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
  readonly tradeTypeId: number | null;
}

/**
 * While the customer pays in the provider's page, the storefront waits for the provider's success on the event
 * stream. Each success for this invoice calls `onPaid` (the customer is told at once); the first one also runs the
 * after-payment steps (clear the cart, notify the merchant, register the device, go to the confirmation), which
 * HandlePaymentSuccess runs once per invoice however many events arrive.
 * Returns the function that stops watching.
 */
export type WatchCardPayment = (payment: WatchedPayment, onPaid: () => void) => () => void;

export function createWatchCardPayment(deps: {
  orderUpdates: OrderUpdates;
  handlePaymentSuccess: HandlePaymentSuccess;
}): WatchCardPayment {
  return (payment, onPaid) =>
    deps.orderUpdates.subscribe((update) => {
      if (update.invoiceQueryId !== payment.invoiceQueryId || !isNetworkCardPaymentSuccess(update)) return;
      onPaid();
      void deps.handlePaymentSuccess.networkCardStatusReceived(update, payment.tradeTypeId).catch(() => undefined);
    });
}
