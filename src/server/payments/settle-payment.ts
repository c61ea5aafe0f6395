import { realtimeEventTypes } from '@/contract/realtime/realtime-event.contract';
import { networkCardSuccessStatus } from '@/domain/payments/network-card';
import type { PaymentInvoice } from './store/payment-invoices';
import type { PaymentsContext } from './payments-context';

export type Settlement =
  | { readonly outcome: 'paid' }
  | { readonly outcome: 'already_paid' }
  | { readonly outcome: 'unavailable'; readonly productQueryIds: readonly string[] };

export interface SettleOptions {
  /** The network card terminal tells the customer's stream the payment went through; the bank's return page does that itself. */
  readonly announcePayment: boolean;
}

/**
 * Records a payment and places its order, once. Claiming paid_at first decides which of two concurrent
 * payments charges; the winner places the order through the orders' placement, which takes stock once. When
 * stock ran out since the invoice was priced, the payment is taken back so the invoice stays payable.
 */
export async function settlePayment(
  context: PaymentsContext,
  target: PaymentInvoice,
  options: SettleOptions,
): Promise<Settlement> {
  const now = new Date(context.clock());
  if (!(await context.payments.claimPayment(target.invoice.id, now))) return { outcome: 'already_paid' };
  const placement = await context.invoices.place(target.invoice.id, now);
  if (placement.outcome === 'unavailable') {
    await context.payments.releasePayment(target.invoice.id, now);
    return { outcome: 'unavailable', productQueryIds: placement.productQueryIds };
  }
  const about = { invoiceQueryId: target.invoice.queryId, merchantQueryId: target.company.queryId };
  if (options.announcePayment) {
    context.publish(target.userQueryId, {
      type: realtimeEventTypes.cardPaymentSucceeded,
      status: networkCardSuccessStatus,
      ...about,
    });
  }
  if (placement.outcome === 'placed') {
    await context.intake.refreshFull(target.company.id, now);
    context.publish(target.userQueryId, {
      type: realtimeEventTypes.orderStatusChanged,
      status: 'order_pending',
      ...about,
    });
  }
  return { outcome: 'paid' };
}
