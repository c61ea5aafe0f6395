import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { sandboxPages } from '@/contract/payments/payment-paths';
import { stripeCheckoutQuerySchema, stripeConfirmFormSchema } from '@/contract/payments/stripe.contract';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { PaymentsContext } from '../payments-context';
import { pageLanguage } from '../page-language';
import { matchesSecretHash } from '../secret-hash';
import { checkoutText } from '../checkout-page-texts';
import { cancelCardPayment } from '../cancel-card-payment';
import { confirmCardPayment } from '../confirm-card-payment';
import { sendCheckoutForm, sendCheckoutResult, type CheckoutResult } from './stripe-checkout-page';

const succeeded: CheckoutResult = { title: 'result.succeeded', note: 'result.succeededNote' };
const cancelled: CheckoutResult = { title: 'result.cancelled', note: 'result.cancelledNote' };
const notTaken = (note: CheckoutResult['note']): CheckoutResult => ({ title: 'result.notTaken', note });
const notTakenNotes = {
  order_no_longer: 'result.orderNoLonger',
  out_of_stock: 'result.outOfStock',
  already_paid: 'result.alreadyPaid',
} as const satisfies Record<string, CheckoutResult['note']>;

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
      const result = (status: number, ended: CheckoutResult) => sendCheckoutResult(reply, status, ended, language);
      if (form.action === 'cancel') {
        const cancelling = await cancelCardPayment(context, intent);
        if (cancelling.outcome === 'succeeded_before') return result(200, succeeded);
        return result(cancelling.outcome === 'cancelled' ? 200 : 409, cancelled);
      }
      const confirmation = await confirmCardPayment(context, intent, target, form);
      switch (confirmation.outcome) {
        case 'paid':
        case 'succeeded_before':
          return result(200, succeeded);
        case 'cancelled_before':
          return result(409, cancelled);
        case 'not_taken':
          return result(409, notTaken(notTakenNotes[confirmation.reason]));
        case 'card_refused': {
          // The form again with the card's refusal, so the customer may type another.
          const again = {
            paymentIntentId: intent.id,
            clientSecret: form.client_secret,
            error: checkoutText(confirmation.refusal, language),
          };
          return sendCheckoutForm(reply, confirmation.declined ? 402 : 400, target, again, language);
        }
      }
    },
  );
}
