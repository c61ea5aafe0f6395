import { money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { cardCvcField, cardFormFields } from './card-form-fields';

/** Query of POST /api/v1/user/stripe/payment/init: a cache-busting number the server ignores. */
export const stripeInitQuerySchema = z.object({
  random: z.optional(z.coerce.number()),
});

/**
 * The spec calls this part "encrypted". The sandbox cannot share a key with a browser bundle (anyone could read
 * it there), so it is an opaque JSON object sent over the session's own channel; the session is what
 * authenticates it, and the server trusts none of its figures: it names the invoice, the server prices it.
 */
export const stripeInitDetailsSchema = z.object({
  invoiceQueryId: nonEmptyText(200),
});

/** Body of the Stripe-style init. */
export const stripeInitRequestSchema = z.object({
  stripeInitDetails: stripeInitDetailsSchema,
  merchantQueryId: nonEmptyText(200),
});

export type StripeInitRequest = z.infer<typeof stripeInitRequestSchema>;

/** The longest payment intent id its pattern allows: pi_ and 64 letters or digits. */
const paymentIntentIdMaxLength = 'pi_'.length + 64;
/** The longest client secret its pattern allows: the intent's id, _secret_ and 64 letters or digits. */
const clientSecretMaxLength = paymentIntentIdMaxLength + '_secret_'.length + 64;

/** A payment intent's id: pi_ and random letters and digits, safe in a page and a URL. */
export const paymentIntentIdSchema = z
  .string()
  .check(
    z.maxLength(paymentIntentIdMaxLength, { abort: true }),
    z.regex(/^pi_[A-Za-z0-9]{16,64}$/, 'must be a payment intent id'),
  );

/** The intent's client secret, shown once: the intent's id, _secret_, and random letters and digits. */
export const clientSecretSchema = z
  .string()
  .check(
    z.maxLength(clientSecretMaxLength, { abort: true }),
    z.regex(/^pi_[A-Za-z0-9]{16,64}_secret_[A-Za-z0-9]{16,64}$/, 'must be a client secret'),
  );

/**
 * The answer: the intent and its client secret (never stored, never shown again), the amount the server decided
 * in cents, and the sandbox page that confirms it. The page's URL carries the secret in its fragment, which a
 * browser never sends to a server, so no request log can record it.
 */
export const stripeInitResponseSchema = z.object({
  clientSecret: clientSecretSchema,
  paymentIntentId: paymentIntentIdSchema,
  amount: money(),
  currency: nonEmptyText(8),
  confirmUrl: nonEmptyText(2_000),
});

export type StripeInitResponse = z.infer<typeof stripeInitResponseSchema>;

/** Query of the sandbox checkout page. */
export const stripeCheckoutQuerySchema = z.object({
  payment_intent: paymentIntentIdSchema,
});

/** The checkout page's form post: the intent, its client secret, the button, and the card as typed. */
export const stripeConfirmFormSchema = z.object({
  payment_intent: paymentIntentIdSchema,
  client_secret: clientSecretSchema,
  action: z.enum(['pay', 'cancel']),
  ...cardFormFields,
  card_cvc: cardCvcField,
});

export type StripeConfirmForm = z.infer<typeof stripeConfirmFormSchema>;
