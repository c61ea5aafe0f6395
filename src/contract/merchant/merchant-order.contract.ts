import { count, money, nonEmptyText, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { productOptionSchema } from '../catalog/products.contract';
import { deliveryAddressSchema } from '../orders/invoice.contract';
import { orderStatusSchema, statusAndTimeSchema } from '../orders/order-status.contract';

/** The merchant's order list page size, the same as the customer's history. */
export const merchantOrdersPageSize = 24;

/** One line of an order as the kitchen reads it: what to make, how many, and the customer's notes. */
export const merchantOrderItemSchema = z.object({
  product_query_id: nonEmptyText(200),
  product_name: z.string(),
  quantity: z.int().check(z.minimum(1)),
  item_description: z.string(),
  instruction: z.string(),
  size: z.nullable(productOptionSchema),
  color: z.nullable(productOptionSchema),
  variant_options: z.array(productOptionSchema),
});

/** A placed order of the staff member's store. Amounts in integer minor units. */
export const merchantOrderSchema = z.object({
  query_id: nonEmptyText(100),
  order_id: nonEmptyText(100),
  short_order_id: nonEmptyText(20),
  status: orderStatusSchema,
  /** The statuses the staff may set next, in the order a screen offers them; empty once delivered or cancelled. */
  next_statuses: z.array(orderStatusSchema),
  placed_at: z.iso.datetime({ offset: true }),
  /** The customer's name when they gave one; guests have none. */
  customer_name: z.nullable(z.string()),
  payment_type: nonEmptyText(50),
  paid: z.boolean(),
  currency: nonEmptyText(10),
  payble_amount: money(),
  delivery_address: z.nullable(deliveryAddressSchema),
  items: z.array(merchantOrderItemSchema),
  status_and_time: z.array(statusAndTimeSchema),
});

/** Query of GET /merchant/v1/orders: every placed order of the store, or those in one status. */
export const merchantOrdersQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  page: z._default(queryInt(1, 100_000), 1),
  per_page: z._default(queryInt(1, 100), merchantOrdersPageSize),
});

/** One page of the store's placed orders, newest first. */
export const merchantOrdersResponseSchema = z.object({
  orders: z.array(merchantOrderSchema),
  pagination: z.object({
    page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total_items: count(),
    total_pages: count(),
  }),
});

export type MerchantOrderDto = z.infer<typeof merchantOrderSchema>;
export type MerchantOrderItemDto = z.infer<typeof merchantOrderItemSchema>;
export type MerchantOrdersQuery = z.input<typeof merchantOrdersQuerySchema>;
export type MerchantOrdersResponse = z.infer<typeof merchantOrdersResponseSchema>;

/** Answer of GET /merchant/v1/orders/{invoiceQueryId}: one order of the store as it is now. */
export const merchantOrderResponseSchema = z.object({ order: merchantOrderSchema });
