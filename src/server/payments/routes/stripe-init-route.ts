import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { paymentPaths, sandboxPages } from '@/contract/payments/payment-paths';
import {
  stripeInitQuerySchema,
  stripeInitRequestSchema,
  stripeInitResponseSchema,
  type StripeInitResponse,
} from '@/contract/payments/stripe.contract';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { BadRequestError } from '../../http/bad-request-error';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { payableFacts, paymentClaimMismatches } from '../invoice-payment-check';
import { newClientSecret, newPaymentIntentId } from '../payment-intent-ids';
import type { PaymentInvoice } from '../store/payment-invoices';
import { PaymentRequiredError } from '../payment-required-error';
import type { PaymentsContext } from '../payments-context';
import { serverOrigin } from '../same-origin';
import { secretHash } from '../secret-hash';

/** The method a Stripe-style card payment pays for; the network card methods go to their own terminal. */
const stripeMethod: PaymentMethod = 'STRIPE';

const invoiceField = 'stripeInitDetails.invoiceQueryId';

/** Refuses an invoice this payment cannot be for: not a card invoice, nothing to pay, paid or cancelled. */
function checkPayable({ invoice }: PaymentInvoice): void {
  if (invoice.paymentMethod !== stripeMethod) {
    throw new BadRequestError(text('payment.notByCard'), [
      { field: invoiceField, message: text('payment.toBePaidBy', { method: invoice.paymentMethod }) },
    ]);
  }
  if (invoice.payable === 0) {
    throw new BadRequestError(text('payment.nothingToPay'), [
      { field: invoiceField, message: text('payment.costsNothing') },
    ]);
  }
  if (invoice.status === 'order_cancelled') throw new PaymentRequiredError(text('payment.orderCancelled'));
  if (invoice.paidAt !== null) throw new PaymentRequiredError(text('payment.alreadyPaid'));
}

/**
 * POST /api/v1/user/stripe/payment/init?random=: starts a Stripe-style card payment of the session's invoice.
 * The amount is the invoice's payable as the server priced it. The client secret is answered once and kept
 * only as its SHA-256; the confirm page's URL carries it in the fragment, which never reaches a server.
 */
export function registerStripeInitRoute(app: FastifyInstance, context: PaymentsContext): void {
  app.post(
    `${walletApiV1}/${paymentPaths.stripeInit}`,
    withContract({
      summary: 'Start a Stripe-style card payment of an invoice',
      tags: ['payments'],
      session: true,
      query: stripeInitQuerySchema,
      body: stripeInitRequestSchema,
      response: stripeInitResponseSchema,
    }),
    async (request) => {
      const session = await requireSession(request, context.db, context.clock);
      parseQuery(stripeInitQuerySchema, request.query);
      const body = parseBody(stripeInitRequestSchema, request.body);
      const { invoiceQueryId } = body.stripeInitDetails;
      const target = await context.payments.find(invoiceQueryId);
      if (target === null || target.invoice.userId !== session.userId) {
        throw new NotFoundError(text('notFound.invoice', { id: invoiceQueryId }));
      }
      const { invoice, company } = target;
      const mismatches = paymentClaimMismatches(payableFacts(invoice, company.queryId), {
        merchantQueryId: body.merchantQueryId,
      });
      if (mismatches.length > 0) throw new BadRequestError(text('payment.mismatch'), mismatches);
      checkPayable(target);
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
      const page = new URLSearchParams({ payment_intent: paymentIntentId });
      const fragment = new URLSearchParams({ client_secret: clientSecret });
      const answer: StripeInitResponse = {
        clientSecret,
        paymentIntentId,
        amount: invoice.payable,
        currency: invoice.currency,
        confirmUrl: `${serverOrigin(request)}${sandboxPages.stripeCheckout}?${page.toString()}#${fragment.toString()}`,
      };
      return checkResponse(stripeInitResponseSchema, answer);
    },
  );
}
