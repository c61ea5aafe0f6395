import { text } from '../../i18n/localized';
import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import {
  rideCheckoutPage,
  ridePaymentInitBodySchema,
  ridePaymentInitResponseSchema,
  type RidePaymentInitResponse,
} from '@/contract/transport/ride-payment.contract';
import { transportPaths } from '@/contract/transport/transport-paths';
import { fieldError } from '../../http/field-error';
import { parseBody } from '../../http/parse-body';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { PaymentRequiredError, serverOrigin } from '../../payments/index';
import { ownRide } from '../own-ride';
import { startRidePayment } from '../start-ride-payment';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** A ride this payment cannot be for: one paid in cash answers 400 naming id, a paid or cancelled one 402. */
const refusals = {
  paid_in_cash: () => fieldError('id', text('ride.paidInCash')),
  already_paid: () => new PaymentRequiredError(text('ride.alreadyPaid')),
  cancelled_unpaid: () => new PaymentRequiredError(text('ride.cancelledUnpaid')),
} as const;

/**
 * POST /api/v1/zapp_go/ride_payment/init: starts the card payment of the account's ride booked by card. The
 * amount is the ride's price as the server booked it. The client secret is answered once, kept only as its
 * SHA-256, and travels in the checkout URL's fragment, which never reaches a server.
 */
export function registerRidePaymentInitRoute(app: FastifyInstance, context: TransportContext): void {
  app.post(
    `${walletApiV1}/${transportPaths.ridePaymentInit}`,
    withContract({
      summary: 'Starts the card payment of a ride booked with payment_method STRIPE',
      description:
        'The amount is the ride\u2019s price; nothing the client sends changes it. A cash ride answers 400 naming id, a paid or cancelled one 402, another account\u2019s 404. Needs a transport token; 419 without a valid one.',
      tags: ['transport'],
      session: true,
      body: ridePaymentInitBodySchema,
      response: ridePaymentInitResponseSchema,
    }),
    async (request) => {
      const rider = await requireRider(request, context.riders);
      const { id } = parseBody(ridePaymentInitBodySchema, request.body);
      const ride = await ownRide(context, rider, id);
      const started = await startRidePayment(context, ride);
      if (started.outcome === 'refused') throw refusals[started.reason]();
      const { paymentIntentId, clientSecret } = started;
      const page = new URLSearchParams({ payment_intent: paymentIntentId });
      const fragment = new URLSearchParams({ client_secret: clientSecret });
      const answer: RidePaymentInitResponse = {
        paymentIntentId,
        amount: ride.price,
        currency: ride.currency,
        confirmUrl: `${serverOrigin(request)}${rideCheckoutPage}?${page.toString()}#${fragment.toString()}`,
      };
      return checkResponse(ridePaymentInitResponseSchema, answer);
    },
  );
}
