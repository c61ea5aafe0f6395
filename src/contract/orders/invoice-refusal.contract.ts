import { isoDateTime, money } from '../common/fields';
import * as z from 'zod/mini';

/** Why the server would not create an invoice; stable codes the browser may branch on. */
export const invoiceRefusalCodes = [
  'PRODUCTS_UNAVAILABLE',
  'MERCHANT_CLOSED',
  'OUTSIDE_DELIVERY_AREA',
  'BELOW_MINIMUM_ORDER',
  /** The staff paused new orders. */
  'ORDERS_PAUSED',
  /** The store's cap of orders per 15 minutes is reached. */
  'KITCHEN_FULL',
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
      /** With ORDERS_PAUSED or KITCHEN_FULL: when the store takes orders again; null until the staff resume. */
      taking_orders_again_at: z.optional(z.nullable(isoDateTime())),
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
