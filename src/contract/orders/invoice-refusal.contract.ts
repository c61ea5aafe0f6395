import { money } from '../common/fields';
import * as z from 'zod/mini';

/** Why the server would not create an invoice; stable codes the browser may branch on. */
export const invoiceRefusalCodes = [
  'PRODUCTS_UNAVAILABLE',
  'MERCHANT_CLOSED',
  'OUTSIDE_DELIVERY_AREA',
  'BELOW_MINIMUM_ORDER',
] as const;

export const invoiceRefusalCodeSchema = z.enum(invoiceRefusalCodes);

/**
 * The 400 answer of POST /api/v1/invoices when the order cannot be made. It is an ordinary error body (so
 * every client can show error.message) that also carries the code and, for PRODUCTS_UNAVAILABLE, the query
 * ids of the products no longer sold, which the cart removes after telling the customer.
 */
export const invoiceRefusalBodySchema = z.object({
  error: z
    .object({
      message: z.string(),
      code: invoiceRefusalCodeSchema,
      /** Non-empty exactly when the code is PRODUCTS_UNAVAILABLE. */
      unavailable_products: z.array(z.string()),
      /** With BELOW_MINIMUM_ORDER: the store's minimum and how much is missing, in minor units. */
      minimum_order: z.optional(z.object({ min_amount: money(), missing: money() })),
    })
    .check(
      z.refine((error) => (error.code === 'PRODUCTS_UNAVAILABLE') === error.unavailable_products.length > 0, {
        message: 'unavailable_products lists products exactly when the code is PRODUCTS_UNAVAILABLE',
        path: ['unavailable_products'],
      }),
    ),
});

export type InvoiceRefusalBody = z.infer<typeof invoiceRefusalBodySchema>;
export type InvoiceRefusalCode = z.infer<typeof invoiceRefusalCodeSchema>;
