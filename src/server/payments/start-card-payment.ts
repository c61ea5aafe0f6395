import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { LocalizedDetail } from '../http/bad-request-error';
import { payableFacts, paymentClaimMismatches } from './invoice-payment-check';
import { newClientSecret, newPaymentIntentId } from './payment-intent-ids';
import type { PaymentsContext } from './payments-context';
import { secretHash } from './secret-hash';

/** The method a Stripe-style card payment pays for; the network card methods go to their own terminal. */
const stripeMethod: PaymentMethod = 'STRIPE';

export type CardPaymentRefusal =
  /** No invoice by that query id, or another user's: the two read alike. */
  | { readonly reason: 'no_such_invoice' }
  /** The client's figures are not the invoice's as the server priced it. */
  | { readonly reason: 'mismatch'; readonly mismatches: readonly LocalizedDetail[] }
  | { readonly reason: 'not_by_card'; readonly method: string }
  | { readonly reason: 'nothing_to_pay' }
  | { readonly reason: 'order_cancelled' }
  | { readonly reason: 'already_paid' };

export type CardPaymentStart =
  | {
      readonly outcome: 'started';
      readonly paymentIntentId: string;
      /** Answered once; only its SHA-256 is kept. */
      readonly clientSecret: string;
      /** In cents: the invoice's payable. */
      readonly amount: number;
      readonly currency: string;
    }
  | { readonly outcome: 'refused'; readonly refusal: CardPaymentRefusal };

const refused = (refusal: CardPaymentRefusal): CardPaymentStart => ({ outcome: 'refused', refusal });

/**
 * Starts a Stripe-style card payment of the user's invoice. The amount is the invoice's payable as the server priced
 * it; nothing the client sends changes it, and a store the client names must be the invoice's. The invoice must be
 * one paid by card, cost something, and be neither cancelled nor paid.
 */
export async function startCardPayment(
  context: Pick<PaymentsContext, 'clock' | 'payments' | 'intents'>,
  asked: { readonly userId: number; readonly invoiceQueryId: string; readonly merchantQueryId?: string },
): Promise<CardPaymentStart> {
  const target = await context.payments.find(asked.invoiceQueryId);
  if (target === null || target.invoice.userId !== asked.userId) return refused({ reason: 'no_such_invoice' });
  const { invoice, company } = target;
  const mismatches = paymentClaimMismatches(payableFacts(invoice, company.queryId), {
    merchantQueryId: asked.merchantQueryId,
  });
  if (mismatches.length > 0) return refused({ reason: 'mismatch', mismatches });
  if (invoice.paymentMethod !== stripeMethod) return refused({ reason: 'not_by_card', method: invoice.paymentMethod });
  if (invoice.payable === 0) return refused({ reason: 'nothing_to_pay' });
  if (invoice.status === 'order_cancelled') return refused({ reason: 'order_cancelled' });
  if (invoice.paidAt !== null) return refused({ reason: 'already_paid' });
  const paymentIntentId = newPaymentIntentId();
  const clientSecret = newClientSecret(paymentIntentId);
  await context.intents.create({
    id: paymentIntentId,
    invoiceId: invoice.id,
    clientSecretHash: secretHash(clientSecret),
    amount: invoice.payable,
    currency: invoice.currency,
    now: new Date(context.clock()),
  });
  return { outcome: 'started', paymentIntentId, clientSecret, amount: invoice.payable, currency: invoice.currency };
}
