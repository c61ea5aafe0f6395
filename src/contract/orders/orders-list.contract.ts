import { boundedList, count, queryInt } from '../common/fields';
import * as z from 'zod/mini';
import { orderTabs } from '@/domain/orders/order-status';
import { invoiceSchema } from './invoice.contract';

/** The order history's page size. */
export const ordersPageSize = 24;
/** The largest page a client may ask for: a page is what the answer holds, never the whole history. */
export const ordersMaxPageSize = 100;

/** Query of GET /api/v1/users/orders. */
export const ordersQuerySchema = z.object({
  order_type: z.enum(orderTabs),
  page: z._default(queryInt(1, 100_000), 1),
  per_page: z._default(queryInt(1, ordersMaxPageSize), ordersPageSize),
});

/** One page of a history tab, newest first; total_items counts the tab across pages. */
export const ordersResponseSchema = z.object({
  invoices: boundedList(z.object({ invoice: invoiceSchema }), ordersMaxPageSize),
  pagination: z.object({
    page: z.int().check(z.minimum(1)),
    per_page: z.int().check(z.minimum(1)),
    total_items: count(),
    total_pages: count(),
  }),
});

export type OrdersQuery = z.input<typeof ordersQuerySchema>;
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
