import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerLanguage } from '../../i18n/server-language';
import { sandboxPages } from '@/contract/payments/payment-paths';
import {
  stripeCheckoutQuerySchema,
  stripeConfirmFormSchema,
  type StripeConfirmForm,
} from '@/contract/payments/stripe.contract';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { cardDigits, isCardCvc } from '@/domain/payments/card-number';
import { checkCard } from '../card-check';
import type { CardPaymentIntentRow } from '../store/card-payment-intents';
import type { PaymentInvoice } from '../store/payment-invoices';
import type { PaymentsContext } from '../payments-context';
import { pageLanguage } from '../page-language';
import { matchesSecretHash } from '../secret-hash';
import { settlePayment } from '../settle-payment';
import { checkoutText, type CheckoutPageTextKey } from '../checkout-page-texts';
import { sendCheckoutForm, sendCheckoutResult, type CheckoutResult } from './stripe-checkout-page';
import { isDeclinedCard } from '../stripe-test-cards';

const succeeded: CheckoutResult = { title: 'result.succeeded', note: 'result.succeededNote' };
const cancelled: CheckoutResult = { title: 'result.cancelled', note: 'result.cancelledNote' };
const notTaken = (note: CheckoutResult['note']): CheckoutResult => ({ title: 'result.notTaken', note });

/**
 * The sandbox Stripe-style checkout: GET shows the intent's payment with a card form, POST confirms it with
 * the client secret. A valid card marks the intent succeeded and pays the invoice through the same settlement
 * as the card terminal (placed once, the customer's stream told); confirming again charges nothing more.
 * Only the card's last four digits and expiry are kept. The pages are in the storefront's language (pageLanguage).
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
      const language = pageLanguage(request);
      const { intent, target } = await intentWithInvoice(query.payment_intent);
      if (intent.status === 'succeeded') return sendCheckoutResult(reply, 200, succeeded, language);
      if (intent.status === 'canceled') return sendCheckoutResult(reply, 200, cancelled, language);
      const form = { paymentIntentId: intent.id, clientSecret: '', error: '' };
      return sendCheckoutForm(reply, 200, target, form, language);
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
      const language = pageLanguage(request);
      const { intent, target } = await intentWithInvoice(form.payment_intent, form.client_secret);
      if (intent.status === 'succeeded') return sendCheckoutResult(reply, 200, succeeded, language);
      if (intent.status === 'canceled') return sendCheckoutResult(reply, 409, cancelled, language);
      if (form.action === 'cancel') {
        await context.intents.cancel(intent.id);
        return sendCheckoutResult(reply, 200, cancelled, language);
      }
      return confirm(context, reply, { intent, target, form, language });
    },
  );
}

interface Confirmation {
  readonly intent: CardPaymentIntentRow;
  readonly target: PaymentInvoice;
  readonly form: StripeConfirmForm;
  readonly language: ServerLanguage;
}

async function confirm(
  context: PaymentsContext,
  reply: FastifyReply,
  confirmation: Confirmation,
): Promise<FastifyReply> {
  const { intent, target, form, language } = confirmation;
  const { invoice } = target;
  const result = (status: number, ended: CheckoutResult) => sendCheckoutResult(reply, status, ended, language);
  if (invoice.paidAt !== null || invoice.status === 'order_cancelled' || invoice.payable !== intent.amount) {
    // The invoice was paid another way, cancelled, or repriced since the payment started: this one cannot be it.
    await context.intents.cancel(intent.id);
    return result(409, notTaken('result.orderNoLonger'));
  }
  const retry = (status: number, error: CheckoutPageTextKey) =>
    sendCheckoutForm(
      reply,
      status,
      target,
      { paymentIntentId: intent.id, clientSecret: form.client_secret, error: checkoutText(error, language) },
      language,
    );
  const now = context.clock();
  const checked = checkCard({ number: form.card_number, expiry: form.card_expiry }, now);
  if (!checked.ok) return retry(400, checked.refusal);
  if (!isCardCvc(form.card_cvc)) return retry(400, 'card.cvc');
  if (isDeclinedCard(cardDigits(form.card_number) ?? '')) return retry(402, 'card.declined');
  const confirmedAt = new Date(now);
  if (!(await context.intents.claimSuccess(intent.id, checked.card, confirmedAt))) {
    const settled = await context.intents.find(intent.id);
    return settled?.status === 'succeeded' ? result(200, succeeded) : result(409, cancelled);
  }
  const settlement = await settlePayment(context, target, { announcePayment: true });
  if (settlement.outcome === 'unavailable') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'requires_confirmation');
    return result(409, notTaken('result.outOfStock'));
  }
  if (settlement.outcome === 'already_paid') {
    await context.intents.undoSuccess(intent.id, confirmedAt, 'canceled');
    return result(409, notTaken('result.alreadyPaid'));
  }
  return result(200, succeeded);
}
