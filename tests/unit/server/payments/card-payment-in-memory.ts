import type { PaymentsContext } from '@/server/payments/payments-context';
import type { CardPaymentIntentRow } from '@/server/payments/store/card-payment-intents';
import type { PaymentInvoice } from '@/server/payments/store/payment-invoices';

export const now = Date.parse('2026-11-30T10:00:00.000Z');

/** Store 7's card invoice inv_1 of user 5, 1250 cents, unpaid unless told otherwise. */
export function cardInvoice(fields: { status?: string; paidAt?: Date | null; payable?: number } = {}): PaymentInvoice {
  return {
    invoice: {
      id: 42,
      queryId: 'inv_1',
      userId: 5,
      shortOrderId: 'A17',
      paymentMethod: 'STRIPE',
      status: fields.status ?? 'order_pending_payment',
      payable: fields.payable ?? 1250,
      currency: 'EUR',
      paidAt: fields.paidAt ?? null,
      placedAt: null,
    },
    company: { id: 7, queryId: 'sataman-helmi' },
    userQueryId: 'user-5',
  } as unknown as PaymentInvoice;
}

export function intentOf(status: CardPaymentIntentRow['status'], amount = 1250): CardPaymentIntentRow {
  return { id: 'pi_1', invoiceId: 42, status, amount } as CardPaymentIntentRow;
}

/**
 * The stores a card payment writes, in memory: every write is logged in order. `placement` is what the orders'
 * placement answers, `claims` whether the intent's and the invoice's claims are won.
 */
export function paymentsInMemory(
  target: PaymentInvoice,
  options: { placement?: 'placed' | 'unavailable'; intentClaimed?: boolean; paymentClaimed?: boolean } = {},
) {
  const writes: string[] = [];
  const events: string[] = [];
  const log = (write: string) => Promise.resolve(void writes.push(write));
  const context = {
    clock: () => now,
    payments: {
      find: (queryId: string) => Promise.resolve(queryId === target.invoice.queryId ? target : null),
      claimPayment: (id: number) => {
        writes.push(`invoice ${id} paid`);
        return Promise.resolve(options.paymentClaimed ?? true);
      },
      releasePayment: (id: number) => log(`invoice ${id} released`),
    },
    invoices: {
      place: (id: number) => {
        writes.push(`invoice ${id} placed`);
        const unavailable = options.placement === 'unavailable';
        return Promise.resolve(
          unavailable ? { outcome: 'unavailable', productQueryIds: ['soup'] } : { outcome: 'placed' },
        );
      },
    },
    intake: { refreshFull: (companyId: number) => log(`cap of ${companyId} renewed`) },
    publish: (userQueryId: string, event: { type: string }) => void events.push(`${event.type} to ${userQueryId}`),
    intents: {
      create: (intent: { id: string; amount: number; clientSecretHash: string }) =>
        log(`intent ${intent.id.slice(0, 3)} of ${intent.amount}`),
      cancel: (id: string) => log(`intent ${id} cancelled`),
      claimSuccess: (id: string, card: { lastFour: string }) => {
        writes.push(`intent ${id} succeeded with ${card.lastFour}`);
        return Promise.resolve(options.intentClaimed ?? true);
      },
      find: () => Promise.resolve(intentOf('canceled')),
      undoSuccess: (id: string, _at: Date, status: string) => log(`intent ${id} back to ${status}`),
    },
  } as unknown as PaymentsContext;
  return { context, writes, events };
}
