import * as z from 'zod/mini';
import { errorBodySchema } from '../common/error.contract';
import { invoiceSchema } from './invoice.contract';

/**
 * Body of PUT /api/v1/invoices/{id}/place_order: nothing is needed, so an empty object (or no body) is all it
 * takes. The answer is the invoice; placing it again answers the same invoice and charges nothing more.
 */
export const placeOrderRequestSchema = z.optional(z.nullable(z.strictObject({})));

export const placeOrderResponseSchema = z.object({
  invoice: invoiceSchema,
});

/**
 * The 402 answer when the payment needs the customer once more: the browser opens the bank card dialog with
 * error.url.
 */
export const paymentRequiredBodySchema = z.object({
  error: z.object({
    message: z.string(),
    url: z.url({ protocol: /^https?$/ }),
  }),
});

/** Checkout (GET /api/v1/invoices/{id}/checkout) and fetch invoice (GET /api/v2/invoices/{id}/fetch_invoice). */
export const checkoutResponseSchema = placeOrderResponseSchema;
export const fetchInvoiceResponseSchema = placeOrderResponseSchema;

/** Any other refusal of these calls is the ordinary error body. */
export const placeOrderErrorBodySchema = errorBodySchema;

export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
export type PaymentRequiredBody = z.infer<typeof paymentRequiredBodySchema>;
