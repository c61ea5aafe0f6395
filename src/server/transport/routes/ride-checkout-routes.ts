import { text } from '../../i18n/localized';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerLanguage } from '../../i18n/server-language';
import { stripeCheckoutQuerySchema, stripeConfirmFormSchema } from '@/contract/payments/stripe.contract';
import { rideBookingPageUrl, rideCheckoutPage, ridePaymentReturnUrl } from '@/contract/transport/ride-payment.contract';
import { parseBody } from '../../http/parse-body';
import { NotFoundError } from '../../http/not-found-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import { checkoutText, type CheckoutPageTextKey, pageLanguage, matchesSecretHash } from '../../payments/index';
import { payRideByCard, type RideCardPaymentContext, type TypedRideCard } from '../pay-ride-by-card';
import { sendRideCheckoutForm, sendRideCheckoutResult } from './ride-checkout-page';
import type { RidePaymentIntentRow } from '../store/ride-payment-intents';
import type { RideRow } from '../store/ride-repository';

/** Leaves the sandbox for the storefront's page; the address is always this server's own path. */
function backTo(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/**
 * The sandbox card checkout of a ride: GET shows the ride's amount with a card form, POST confirms it with the
 * client secret. A valid card records the ride paid (for the amount the intent was made for, which is the ride's
 * price) and starts its rider search, then sends the customer to the spec's payment-success route. Cancel leads
 * back to the ride unpaid. Only the card's last four digits and expiry are kept. The pages are in the storefront's
 * language (pageLanguage).
 */
export function registerRideCheckoutRoutes(app: FastifyInstance, context: RideCardPaymentContext): void {
  const intentWithRide = async (intentId: string, secret?: string) => {
    const intent = await context.rideIntents.find(intentId);
    const known = intent !== null && (secret === undefined || matchesSecretHash(secret, intent.clientSecretHash));
    const ride = known ? await context.rides.findById(intent.rideId) : null;
    if (!known || ride === null) throw new NotFoundError(text('notFound.payment', { id: intentId }));
    return { intent, ride };
  };

  app.get(
    rideCheckoutPage,
    withContract({
      summary: 'Sandbox card checkout of a ride',
      tags: ['transport'],
      query: stripeCheckoutQuerySchema,
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const query = parseQuery(stripeCheckoutQuerySchema, request.query);
      const { intent, ride } = await intentWithRide(query.payment_intent);
      if (intent.status === 'succeeded') return backTo(reply, ridePaymentReturnUrl(ride.queryId));
      if (intent.status === 'canceled') return backTo(reply, rideBookingPageUrl(ride.queryId));
      const form = { paymentIntentId: intent.id, clientSecret: '', error: '' };
      return sendRideCheckoutForm(reply, 200, ride, form, pageLanguage(request));
    },
  );

  app.post(
    rideCheckoutPage,
    withContract({
      summary: 'Sandbox card checkout of a ride: confirm (Pay) or Cancel the payment',
      tags: ['transport'],
      body: stripeConfirmFormSchema,
      bodyType: 'application/x-www-form-urlencoded',
      responseType: 'text/html',
    }),
    async (request, reply) => {
      const form = parseBody(stripeConfirmFormSchema, request.body);
      const { intent, ride } = await intentWithRide(form.payment_intent, form.client_secret);
      if (intent.status === 'succeeded') return backTo(reply, ridePaymentReturnUrl(ride.queryId));
      if (intent.status === 'canceled' || form.action === 'cancel') {
        await context.rideIntents.cancel(intent.id);
        return backTo(reply, rideBookingPageUrl(ride.queryId));
      }
      const language = pageLanguage(request);
      const retry = (status: number, error: CheckoutPageTextKey) =>
        sendRideCheckoutForm(
          reply,
          status,
          ride,
          { paymentIntentId: intent.id, clientSecret: form.client_secret, error: checkoutText(error, language) },
          language,
        );
      return confirm(context, reply, { intent, ride, card: form, retry, language });
    },
  );
}

interface Confirmation {
  readonly intent: RidePaymentIntentRow;
  readonly ride: RideRow;
  readonly card: TypedRideCard;
  readonly retry: (status: number, error: CheckoutPageTextKey) => FastifyReply;
  readonly language: ServerLanguage;
}

async function confirm(context: RideCardPaymentContext, reply: FastifyReply, confirmation: Confirmation) {
  const { intent, ride, card, retry, language } = confirmation;
  const result = await payRideByCard(context, intent, ride, card);
  switch (result.outcome) {
    case 'paid':
      return backTo(reply, ridePaymentReturnUrl(ride.queryId));
    case 'card_refused':
      return retry(result.declined ? 402 : 400, result.refusal);
    case 'settled_before':
      return result.paid
        ? backTo(reply, ridePaymentReturnUrl(ride.queryId))
        : backTo(reply, rideBookingPageUrl(ride.queryId));
    case 'not_taken':
      return sendRideCheckoutResult(
        reply,
        409,
        {
          title: 'result.notTaken',
          note: result.reason === 'ride_no_longer' ? 'result.rideNoLonger' : 'result.rideChanged',
          backTo: rideBookingPageUrl(ride.queryId),
        },
        language,
      );
  }
}
