import { count, money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';

/** One VAT rate's share, in minor units. */
export const vatShareSchema = z.object({ tax_percent: z.number(), gross: z.int(), net: z.int(), vat: z.int() });

export const transactionSchema = z.object({
  short_order_id: nonEmptyText(20),
  placed_at: z.iso.datetime({ offset: true }),
  payment_method: nonEmptyText(50),
  paid: z.boolean(),
  /** Cancelled after it was paid: the amount goes back to the customer. */
  refund: z.boolean(),
  amount: money(),
  vat: z.array(vatShareSchema),
});

/** Answer of GET /merchant/v1/transactions (owners): paid and cash orders per local day, with refunds and VAT. */
export const transactionsResponseSchema = z.object({
  from: nonEmptyText(10),
  to: nonEmptyText(10),
  time_zone: nonEmptyText(100),
  currency: nonEmptyText(10),
  days: z.array(
    z.object({
      date: nonEmptyText(10),
      transactions: z.array(transactionSchema),
      /** Sales less refunds; negative on a day of more refunds than sales. */
      net: z.int(),
      refunds: money(),
      vat: z.array(vatShareSchema),
    }),
  ),
});

const pnlFigures = {
  orders: count(),
  revenue: money(),
  /** Of the revenue, what is not paid yet: cash orders whose cash the staff have not received. */
  unpaid: money(),
  vat: money(),
  discounts: money(),
  tips: money(),
  delivery_fees: money(),
};

/** Answer of GET /merchant/v1/pnl (owners): every day or month of the range, and the totals. */
export const pnlResponseSchema = z.object({
  from: nonEmptyText(10),
  to: nonEmptyText(10),
  by: z.enum(['day', 'month']),
  currency: nonEmptyText(10),
  rows: z.array(z.object({ period: nonEmptyText(10), ...pnlFigures })),
  totals: z.object(pnlFigures),
});

export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
export type PnlResponse = z.infer<typeof pnlResponseSchema>;
