import * as z from 'zod/mini';

/**
 * The card fields a sandbox form posts, as typed: their meaning (a number that passes the check digit, an
 * expiry still to come) is judged by the page, which shows the customer what to correct instead of an error body.
 */
export const cardFormFields = {
  card_number: z._default(z.string().check(z.maxLength(40)), ''),
  card_expiry: z._default(z.string().check(z.maxLength(10)), ''),
};

/** The three digits on the back, Stripe's form only. */
export const cardCvcField = z._default(z.string().check(z.maxLength(10)), '');
