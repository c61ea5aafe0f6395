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
import { parseBody } from '../../http/parse-body';
import { requireSession } from '../../shared/session/session-guard';
import { BadRequestError } from '../../http/bad-request-error';
import { NotFoundError } from '../../http/not-found-error';
import { checkResponse, parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { PaymentRequiredError } from '../payment-required-error';
import type { PaymentsContext } from '../payments-context';
import { startCardPayment, type CardPaymentRefusal } from '../start-card-payment';
import { serverOrigin } from '../same-origin';

const invoiceField = 'stripeInitDetails.invoiceQueryId';

/** The answer to a payment that cannot start: 404, 400 naming what is wrong, or 402 for an order past paying. */
function refusalError(refusal: CardPaymentRefusal, invoiceQueryId: string): Error {
  switch (refusal.reason) {
    case 'no_such_invoice':
      return new NotFoundError(text('notFound.invoice', { id: invoiceQueryId }));
    case 'mismatch':
      return new BadRequestError(text('payment.mismatch'), refusal.mismatches);
    case 'not_by_card':
      return new BadRequestError(text('payment.notByCard'), [
        { field: invoiceField, message: text('payment.toBePaidBy', { method: refusal.method }) },
      ]);
    case 'nothing_to_pay':
      return new BadRequestError(text('payment.nothingToPay'), [
        { field: invoiceField, message: text('payment.costsNothing') },
      ]);
    case 'order_cancelled':
      return new PaymentRequiredError(text('payment.orderCancelled'));
    case 'already_paid':
      return new PaymentRequiredError(text('payment.alreadyPaid'));
  }
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
      const started = await startCardPayment(context, {
        userId: session.userId,
        invoiceQueryId,
        merchantQueryId: body.merchantQueryId,
      });
      if (started.outcome === 'refused') throw refusalError(started.refusal, invoiceQueryId);
      const { paymentIntentId, clientSecret } = started;
      const page = new URLSearchParams({ payment_intent: paymentIntentId });
      const fragment = new URLSearchParams({ client_secret: clientSecret });
      const answer: StripeInitResponse = {
        clientSecret,
        paymentIntentId,
        amount: started.amount,
        currency: started.currency,
        confirmUrl: `${serverOrigin(request)}${sandboxPages.stripeCheckout}?${page.toString()}#${fragment.toString()}`,
      };
      return checkResponse(stripeInitResponseSchema, answer);
    },
  );
}
