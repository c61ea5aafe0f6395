import {
  boundedList,
  boundedText,
  count,
  isoDateTime,
  money,
  nonEmptyText,
  queryInt,
  textLimits,
} from '../common/fields';
import * as z from 'zod/mini';
import { amountsAgree, decimalAmount } from '../common/spec-amount';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import { knownOrderStatuses } from '@/domain/orders/order-status';
import { productOptionSchema } from '../catalogue/products.contract';
import { appliedVoucherSchema, deliveryAddressSchema } from '../orders/invoice.contract';
import { orderStatusSchema, statusAndTimeSchema } from '../orders/order-status.contract';

/** The merchant's order list page size, the same as the customer's history. */
export const merchantOrdersPageSize = 24;

/**
 * The most orders one page of the console's list holds, and what the console asks for: well above a busy
 * store's day (some 300 orders), so the newest page always holds every order still open.
 */
export const largestMerchantOrdersPage = 500;

/** The most lines an order holds: POST /api/v1/invoices takes at most 200 (create-invoice.contract). */
const largestOrderLines = 200;
/** The most variant options a line holds: a line names at most 50 (create-invoice.contract's variant_option_ids). */
const largestLineOptions = 50;
/** An order's item description as the customer wrote it (at most 1 000) or as the product tells it. */
const itemDescriptionLength = textLimits.description;

/** One line of an order as the kitchen reads it: what to make, how many, and the customer's notes. */
export const merchantOrderItemSchema = z.object({
  product_query_id: nonEmptyText(200),
  product_name: boundedText(textLimits.name),
  quantity: z.int().check(z.minimum(1)),
  item_description: boundedText(itemDescriptionLength),
  instruction: boundedText(textLimits.line),
  size: z.nullable(productOptionSchema),
  color: z.nullable(productOptionSchema),
  variant_options: boundedList(productOptionSchema, largestLineOptions),
});

/**
 * Where a delivery goes, as the invoice copied it. The address's parts are empty for orders made before the
 * invoice kept them; each part is well within a line (the address form allows far less).
 */
export const merchantDeliveryAddressSchema = z.extend(deliveryAddressSchema, {
  building: boundedText(textLimits.line),
  street: boundedText(textLimits.line),
  floor: boundedText(textLimits.line),
  room: boundedText(textLimits.line),
  landmark: boundedText(textLimits.line),
  district: boundedText(textLimits.line),
});

/** A placed order of the staff member's store. Amounts in integer minor units but payble_amount, the decimal. */
const merchantOrderFields = z.object({
  query_id: nonEmptyText(100),
  order_id: nonEmptyText(100),
  short_order_id: nonEmptyText(20),
  status: orderStatusSchema,
  /** The statuses the staff may set next, in the order a screen offers them; empty once delivered or cancelled. */
  next_statuses: boundedList(orderStatusSchema, knownOrderStatuses.length),
  placed_at: isoDateTime(),
  /** The customer's name when they gave one; guests have none. */
  customer_name: z.nullable(boundedText(textLimits.name)),
  /** The customer's mobile number, for a delivery only (a pickup's customer comes to the counter); null otherwise. */
  customer_phone: z.nullable(boundedText(textLimits.phone)),
  payment_type: nonEmptyText(50),
  paid: z.boolean(),
  currency: nonEmptyText(10),
  sub_total_amount: money(),
  items_discount: money(),
  voucher: z.nullable(appliedVoucherSchema),
  driver_tip: money(),
  service_fee: money(),
  delivery_fee: money(),
  /** What the order costs as the spec's decimal (14.9); cents is the same in minor units, which the console reads. */
  payble_amount: decimalAmount(),
  cents: money(),
  /** Where the order goes; null for a pickup. */
  delivery_address: z.nullable(merchantDeliveryAddressSchema),
  items: boundedList(merchantOrderItemSchema, largestOrderLines),
  /** What the customer wrote to the store about the whole order (allergies, a door code); null when nothing. */
  invoice_note: z.nullable(boundedText(orderNoteMaxLength)),
  /** Each status is reached at most once: an order only moves forward or is cancelled. */
  status_and_time: boundedList(statusAndTimeSchema, knownOrderStatuses.length),
  /** When the kitchen expects the order ready, from the staff's estimate; null until they give one. */
  ready_by: z.optional(z.nullable(isoDateTime())),
});

/** payble_amount is the decimal of cents, or the answer is refused. */
export const merchantOrderSchema = merchantOrderFields.check(amountsAgree());

/** Query of GET /merchant/v1/orders: every placed order of the store, or those in one status. */
export const merchantOrdersQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  page: z._default(queryInt(1, 100_000), 1),
  per_page: z._default(queryInt(1, largestMerchantOrdersPage), merchantOrdersPageSize),
});

/** One page of the store's placed orders, newest first. */
export const merchantOrdersResponseSchema = z.object({
  orders: boundedList(merchantOrderSchema, largestMerchantOrdersPage),
  pagination: z.object({
    page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total_items: count(),
    total_pages: count(),
  }),
});

export type MerchantOrderDto = z.infer<typeof merchantOrderSchema>;
export type MerchantOrderItemDto = z.infer<typeof merchantOrderItemSchema>;
export type MerchantDeliveryAddressDto = z.infer<typeof merchantDeliveryAddressSchema>;
export type MerchantOrdersQuery = z.input<typeof merchantOrdersQuerySchema>;
export type MerchantOrdersResponse = z.infer<typeof merchantOrdersResponseSchema>;

/** Answer of GET /merchant/v1/orders/{invoiceQueryId}: one order of the store as it is now. */
export const merchantOrderResponseSchema = z.object({ order: merchantOrderSchema });
