import { money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { paymentIntentIdSchema } from '../payments/stripe.contract';

/** The sandbox's card checkout of a ride, a page the browser opens in place of the storefront. */
export const rideCheckoutPage = '/sandbox/ride/checkout';

/** Where the ride checkout sends the customer back once the ride is paid (the spec's transport route). */
export const ridePaymentReturnPath = '/transport/stripe/payment-success';

/**
 * Body of POST /api/v1/zapp_go/ride_payment/init: only the ride's query id. The amount is the ride's price as the
 * server booked it; any amount a client sends along is not read.
 */
export const ridePaymentInitBodySchema = z.object({ id: nonEmptyText(100) });

export type RidePaymentInitBody = z.infer<typeof ridePaymentInitBodySchema>;

/**
 * The answer: the intent, the amount the server decided, and the checkout page to open. The page's URL carries
 * the client secret in its fragment, which a browser never sends to a server, so no request log can keep it.
 */
export const ridePaymentInitResponseSchema = z.object({
  paymentIntentId: paymentIntentIdSchema,
  amount: money(),
  currency: nonEmptyText(8),
  confirmUrl: nonEmptyText(2_000),
});

export type RidePaymentInitResponse = z.infer<typeof ridePaymentInitResponseSchema>;

/** Query of the payment-success return: the ride that was paid. */
export const ridePaymentReturnQuerySchema = z.object({ id: nonEmptyText(100) });

/** The payment-success return of a ride, naming it. */
export function ridePaymentReturnUrl(rideQueryId: string): string {
  return `${ridePaymentReturnPath}?${new URLSearchParams({ id: rideQueryId }).toString()}`;
}

/** The ride's own page in the storefront, where a cancelled checkout leads back to (to pay again or cancel). */
export function rideBookingPageUrl(rideQueryId: string): string {
  return `/transport/confirm-booking/${encodeURIComponent(rideQueryId)}`;
}
