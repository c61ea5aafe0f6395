import { text } from '../i18n/localized';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sandboxPages } from '@/contract/payments/payment-paths';
import {
  stripeCheckoutQuerySchema,
  stripeConfirmFormSchema,
  type StripeConfirmForm,
} from '@/contract/payments/stripe.contract';
import { parseBody } from '../accounts/parse-body';
import { NotFoundError } from '../http/not-found-error';
import { parseQuery } from '../http/parse-request';
import { withContract } from '../http/route-contract';
import { cardDigits, isCardCvc } from '@/domain/payment/card-number';
import { checkCard } from './card-check';
import type { CardPaymentIntentRow } from './card-payment-intents';
import type { PaymentInvoice } from './payment-invoices';
import type { PaymentsContext } from './payments-context';
import { matchesSecretHash } from './secret-hash';
import { settlePayment } from './settle-payment';
import { sendCheckoutForm, sendCheckoutResult } from './stripe-checkout-page';
import { cardDeclinedMessage, isDeclinedCard } from './stripe-test-cards';

const succeeded = ['Payment succeeded', 'You may close this window.'] as const;
const cancelled = ['Payment cancelled', 'Nothing was charged. You may close this window.'] as const;

/**
 * The sandbox Stripe-style checkout: GET shows the intent's payment with a card form, POST confirms it with
 * the client secret. A valid card marks the intent succeeded and pays the invoice through the same settlement
 * as the card terminal (placed once, the customer's stream told); confirming again charges nothing more.
 * Only the card's last four digits and expiry are kept.
 */
export function registerStripeCheckoutRoutes(app: FastifyInstance, context: PaymentsContext): void {
  const intentWithInvoice = async (intentId: string, secret?: string) => {
    const intent = await context.intents.find(intentId);
    const known = intent !== null && (secret === undefined || matchesSecretHash(secret, intent.clientSecretHash));
    const target = known ? await context.payments.findById(intent.invoiceId) : null;
    if (!known || target === null) throw new NotFoundError(text('notFound.payment', { id: intentId }));
    return { intent, target };
  };

  app.get(
    sandboxPages.stripeCheckout,
    withContract({
      summary: 'Sandbox card checkout page',
      tags: ['payments'],
      query: stripeCheckoutQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const query = parseQuery(stripeCheckoutQuerySchema, request.query);
      const { intent, target } = await intentWithInvoice(query.payment_intent);
      if (intent.status === 'succeeded') return sendCheckoutResult(reply, 200, ...succeeded);
      if (intent.status === 'canceled') return sendCheckoutResult(reply, 200, ...cancelled);
      return sendCheckoutForm(reply, 200, target, { paymentIntentId: intent.id, clientSecret: '', error: '' });
    },
  );

  app.post(
    sandboxPages.stripeCheckout,
    withContract({
      summary: 'Sandbox card checkout: confirm (Pay) or Cancel the payment',
      tags: ['payments'],
      body: stripeConfirmFormSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const form = parseBody(stripeConfirmFormSchema, request.body);
      const { intent, target } = await intentWithInvoice(form.payment_intent, form.client_secret);
      if (intent.status === 'succeeded') return sendCheckoutResult(reply, 200, ...succeeded);
      if (intent.status === 'canceled') return sendCheckoutResult(reply, 409, ...cancelled);
      if (form.action === 'cancel') {
        await context.intents.cancel(intent.id);
        return sendCheckoutResult(reply, 200, ...cancelled);
      }
      return confirm(context, reply, { intent, target, form });
    },
  );
}

interface Confirmation {
  readonly intent: CardPaymentIntentRow;
  readonly target: PaymentInvoice;
  readonly form: StripeConfirmForm;
}

async function confirm(
  context: PaymentsContext,
  reply: FastifyReply,
  confirmation: Confirmation,
): Promise<FastifyReply> {
  const { intent, target, form } = confirmation;
  const { invoice } = target;
  if (invoice.paidAt !== null || invoice.status === 'order_cancelled' || invoice.payable !== intent.amount) {
    // The invoice was paid another way, cancelled, or repriced since the payment started: this one cannot be it.
    await context.intents.cancel(intent.id);
    return sendCheckoutResult(reply, 409, 'Payment not taken', 'This order cannot be paid with this payment any more.');
  }
  const retry = (status: number, error: string) =>
    sendCheckoutForm(reply, status, target, { paymentIntentId: intent.id, clientSecret: form.client_secret, error });
  const now = context.clock();
  const checked = checkCard({ number: form.card_number, expiry: form.card_expiry }, now);
  if (!checked.ok) return retry(400, checked.message);
  if (!isCardCvc(form.card_cvc)) return retry(400, 'Please enter the 3 or 4 digit security code.');
  if (isDeclinedCard(cardDigits(form.card_number) ?? '')) return retry(402, cardDeclinedMessage);
  const confirmedAt = new Date(now);
  if (!(await context.intents.claimSuccess(intent.id, checked.card, confirmedAt))) {
    const settled = await context.intents.find(intent.id);
    return settled?.status === 'succeeded'
      ? sendCheckoutResult(reply, 200, ...succeeded)
      : sendCheckoutResult(reply, 409, ...cancelled);
  }
  const settlement = await settlePayment(context, target, { announcePayment: true });
  if (settlement.outcome === 'unavailable') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'requires_confirmation');
    return sendCheckoutResult(reply, 409, 'Payment not taken', 'Some products ran out of stock. Nothing was charged.');
  }
  if (settlement.outcome === 'already_paid') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'canceled');
    return sendCheckoutResult(reply, 409, 'Payment not taken', 'This order was already paid. Nothing was charged.');
  }
  return sendCheckoutResult(reply, 200, ...succeeded);
}
