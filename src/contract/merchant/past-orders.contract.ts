import * as z from 'zod/mini';
import { isCalendarDate } from '@/domain/merchant-console/local-time';
import { boundedList, count, queryInt } from '../common/fields';
import { merchantOrderSchema } from './merchant-order.contract';

/** Where the past-orders search lives under the merchant service's base (merchantApiV1). */
export const pastOrdersPath = 'orders/past';

/** Orders on one page of the search: a screenful the staff read through, newest first. */
export const pastOrdersPageSize = 25;
/** The most a caller may ask for on one page. */
export const largestPastOrdersPage = 100;
/** The pages a search reaches: far past any store's history at the largest page. */
const lastPastOrdersPage = 10_000;

/** An order code as the customer says it (its short order id), with or without a leading #. */
const orderCodeLength = 20;
/** A phone number as the staff type it: digits, spaces, +, - and parentheses. */
const phoneLength = 25;
/** YYYY-MM-DD. */
const localDateLength = 10;

/**
 * Query of GET /merchant/v1/orders/past: the store's placed orders found by order code, customer phone (its
 * digits, matched at the end of the number, so 040 123 4567 finds +358 40 123 4567) and local day, any of
 * them or all; none lists every order. Newest first, a page at a time.
 */
export const pastOrdersQuerySchema = z.object({
  code: z.optional(
    z
      .string()
      .check(
        z.maxLength(orderCodeLength),
        z.regex(/^\s*#?\s*[0-9A-Za-z]+\s*$/, { error: 'An order code of letters and digits' }),
      ),
  ),
  phone: z.optional(
    z
      .string()
      .check(
        z.maxLength(phoneLength),
        z.regex(/^[\d\s+()-]*\d{3}[\d\s+()-]*$/, { error: 'At least three digits of a phone number' }),
      ),
  ),
  date: z.optional(
    z.string().check(z.maxLength(localDateLength), z.refine(isCalendarDate, { message: 'Enter a date as YYYY-MM-DD' })),
  ),
  page: z._default(queryInt(1, lastPastOrdersPage), 1),
  per_page: z._default(queryInt(1, largestPastOrdersPage), pastOrdersPageSize),
});

/** One page of the orders found, newest first, with the store's time zone their day was read in. */
export const pastOrdersResponseSchema = z.object({
  orders: boundedList(merchantOrderSchema, largestPastOrdersPage),
  time_zone: z.string().check(z.minLength(1), z.maxLength(64)),
  pagination: z.object({
    page: z.int().check(z.minimum(1), z.maximum(lastPastOrdersPage)),
    per_page: z.int().check(z.minimum(1), z.maximum(largestPastOrdersPage)),
    total_items: count(),
    total_pages: count(),
  }),
});

export type PastOrdersQuery = z.input<typeof pastOrdersQuerySchema>;
export type PastOrdersResponse = z.infer<typeof pastOrdersResponseSchema>;
