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
import {
  newClientSecret,
  newPaymentIntentId,
  PaymentRequiredError,
  serverOrigin,
  secretHash,
} from '../../payments/index';
import { ownRide } from '../own-ride';
import { storedPaymentMethod, storedRideStatus } from '../ride-dto';
import type { RideRow } from '../store/ride-repository';
import type { TransportContext } from '../transport-context';
import { requireRider } from './transport-guard';

/** Refuses a ride this payment cannot be for: one paid in cash, already paid, or cancelled. */
function checkPayable(ride: RideRow): void {
  if (storedPaymentMethod(ride.paymentMethod) === 'CASH') throw fieldError('id', text('ride.paidInCash'));
  if (ride.paidAt !== null) throw new PaymentRequiredError(text('ride.alreadyPaid'));
  if (storedRideStatus(ride.status) !== 'awaiting_payment')
    throw new PaymentRequiredError(text('ride.cancelledUnpaid'));
}

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
      checkPayable(ride);
      const paymentIntentId = newPaymentIntentId();
      const clientSecret = newClientSecret(paymentIntentId);
      await context.rideIntents.create({
        id: paymentIntentId,
        rideId: ride.id,
        clientSecretHash: secretHash(clientSecret),
        amount: ride.price,
        currency: ride.currency,
        now: new Date(context.clock()),
      });
      context.log.info({ ride: ride.queryId, intent: paymentIntentId, amount: ride.price }, 'Ride payment started');
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
