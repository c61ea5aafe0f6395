import { boundedList, count, isoDateTime, money, nonEmptyText } from '../common/fields';
import * as z from 'zod/mini';
import { maxReportDays } from '@/domain/merchant-console/store-money';

/**
 * The VAT rates a store's figures may hold: its products take the rates of the host's menus (a new product the
 * latest product's), a few at most; many times that.
 */
const largestVatRates = 20;

/**
 * The transactions one local day lists: over thirty times a busy store's day (some 300 orders). The server
 * refuses a range holding a busier day with 400 naming from, rather than list part of a day.
 */
export const largestDayOfTransactions = 10_000;

/** One VAT rate's share, in minor units. */
export const vatShareSchema = z.object({ tax_percent: z.number(), gross: z.int(), net: z.int(), vat: z.int() });

export const transactionSchema = z.object({
  short_order_id: nonEmptyText(20),
  placed_at: isoDateTime(),
  payment_method: nonEmptyText(50),
  paid: z.boolean(),
  /** Money back to the customer: an owner's refund, or the rest of a paid order that was cancelled. */
  refund: z.boolean(),
  amount: money(),
  vat: boundedList(vatShareSchema, largestVatRates),
});

/** Answer of GET /merchant/v1/transactions (owners): paid and cash orders per local day, with refunds and VAT. */
export const transactionsResponseSchema = z.object({
  from: nonEmptyText(10),
  to: nonEmptyText(10),
  time_zone: nonEmptyText(100),
  currency: nonEmptyText(10),
  /** Only days with transactions, one entry each: at most the longest range's days. */
  days: boundedList(
    z.object({
      date: nonEmptyText(10),
      transactions: boundedList(transactionSchema, largestDayOfTransactions),
      /** Sales less refunds; negative on a day of more refunds than sales. */
      net: z.int(),
      refunds: money(),
      vat: boundedList(vatShareSchema, largestVatRates),
    }),
    maxReportDays,
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
  /** What the owner's refunds gave back of orders not cancelled, on the day given. */
  refunds: money(),
};

/** Answer of GET /merchant/v1/pnl (owners): every day or month of the range, and the totals. */
export const pnlResponseSchema = z.object({
  from: nonEmptyText(10),
  to: nonEmptyText(10),
  by: z.enum(['day', 'month']),
  currency: nonEmptyText(10),
  /** One row per day or month of the range, which is at most maxReportDays long. */
  rows: boundedList(z.object({ period: nonEmptyText(10), ...pnlFigures }), maxReportDays),
  totals: z.object(pnlFigures),
});

export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
export type PnlResponse = z.infer<typeof pnlResponseSchema>;
