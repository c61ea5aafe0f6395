import { isCashOrder } from '../orders/cash-receipt';
import type { KnownOrderStatus } from '../orders/order-status';
import { addDays, localDate, localMonth } from './local-time';

/** One VAT rate's share of an order, in minor units; the rate as the receipt states it. */
export interface VatShare {
  readonly taxPercent: number;
  readonly gross: number;
  readonly net: number;
  readonly vat: number;
}

/** A placed order as the money pages read it. Money in integer minor units, instants in ms since the epoch. */
export interface MoneyOrder {
  readonly shortOrderId: string;
  readonly status: KnownOrderStatus;
  readonly placedAt: number;
  readonly paymentMethod: string;
  /** When the payment was taken, or the staff received the cash; null while not paid. */
  readonly paidAt: number | null;
  readonly payable: number;
  readonly itemsDiscount: number;
  readonly voucherDiscount: number;
  readonly tip: number;
  readonly deliveryFee: number;
  readonly taxLines: readonly VatShare[];
  readonly taxTotal: number;
  /** What the owner's refunds gave back of it before any cancellation, and their VAT; none when left out. */
  readonly refunded?: number;
  readonly refundedVat?: readonly VatShare[];
}

/** A refund the owner gave on an order (src/domain/orders/refund.ts), as the money pages read it. */
export interface MoneyRefund {
  readonly shortOrderId: string;
  /** When the refund was given: the day it counts on. */
  readonly madeAt: number;
  readonly paymentMethod: string;
  readonly amount: number;
  readonly vat: readonly VatShare[];
  /** Of an order cancelled later, whose cancellation gives back the rest: P&L leaves the whole order out. */
  readonly orderCancelled: boolean;
}

/**
 * One transaction: a paid order, a cash order whose cash is still to be received (paid false), or a refund (an
 * order cancelled after it was paid).
 */
export interface Transaction {
  readonly shortOrderId: string;
  readonly placedAt: number;
  readonly paymentMethod: string;
  readonly paid: boolean;
  readonly refund: boolean;
  readonly amount: number;
  readonly vat: readonly VatShare[];
}

export interface TransactionDay {
  /** The store's local date, YYYY-MM-DD. */
  readonly date: string;
  readonly transactions: readonly Transaction[];
  /** Sales less refunds. */
  readonly net: number;
  readonly refunds: number;
  /** The day's VAT per rate, refunds taken off, lowest rate first. */
  readonly vat: readonly VatShare[];
}

/**
 * Whether an order is a transaction: paid, or cash and not cancelled (its cash still to be received). A paid
 * order cancelled is a refund of what the owner's refunds had not given back already.
 */
function transactionOf(order: MoneyOrder): Transaction | null {
  const paid = order.paidAt !== null;
  const cancelled = order.status === 'order_cancelled';
  if (!paid && (!isCashOrder(order) || cancelled)) return null;
  const refund = paid && cancelled;
  const amount = refund ? order.payable - (order.refunded ?? 0) : order.payable;
  if (refund && amount <= 0) return null;
  return {
    shortOrderId: order.shortOrderId,
    placedAt: order.placedAt,
    paymentMethod: order.paymentMethod,
    paid,
    refund,
    amount,
    vat: refund ? vatLess(order.taxLines, order.refundedVat ?? []) : order.taxLines,
  };
}

/** One order's VAT shares less those its refunds gave back already. */
function vatLess(shares: readonly VatShare[], given: readonly VatShare[]): VatShare[] {
  return shares.map((share) => {
    const back = given.filter((each) => each.taxPercent === share.taxPercent);
    const sum = (pick: (each: VatShare) => number) => back.reduce((total, each) => total + pick(each), 0);
    return {
      taxPercent: share.taxPercent,
      gross: share.gross - sum((each) => each.gross),
      net: share.net - sum((each) => each.net),
      vat: share.vat - sum((each) => each.vat),
    };
  });
}

/** An owner's refund as a transaction on the day it was given. */
function refundTransactionOf(refund: MoneyRefund): Transaction {
  return {
    shortOrderId: refund.shortOrderId,
    placedAt: refund.madeAt,
    paymentMethod: refund.paymentMethod,
    paid: true,
    refund: true,
    amount: refund.amount,
    vat: refund.vat,
  };
}

/** VAT shares added up per rate; a refund's shares are taken off. */
function vatPerRate(transactions: readonly Transaction[]): VatShare[] {
  const rates = new Map<number, { gross: number; net: number; vat: number }>();
  for (const transaction of transactions) {
    const sign = transaction.refund ? -1 : 1;
    for (const share of transaction.vat) {
      const known = rates.get(share.taxPercent) ?? { gross: 0, net: 0, vat: 0 };
      rates.set(share.taxPercent, {
        gross: known.gross + sign * share.gross,
        net: known.net + sign * share.net,
        vat: known.vat + sign * share.vat,
      });
    }
  }
  return [...rates.entries()].sort(([a], [b]) => a - b).map(([taxPercent, sums]) => ({ taxPercent, ...sums }));
}

/** Every local date from `first` to `last`. */
export function datesFrom(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * The store's transactions per local day from `first` to `last`, days without any left out, oldest first: its
 * orders on the day they were placed, and the owner's refunds on the day they were given.
 */
export function transactionDays(
  orders: readonly MoneyOrder[],
  first: string,
  last: string,
  timeZone: string,
  refunds: readonly MoneyRefund[] = [],
): TransactionDay[] {
  const byDate = new Map<string, Transaction[]>();
  const transactions = [...orders.map(transactionOf), ...refunds.map(refundTransactionOf)].filter(
    (transaction) => transaction !== null,
  );
  for (const transaction of transactions) {
    const date = localDate(transaction.placedAt, timeZone);
    if (date < first || date > last) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), transaction]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, transactions]) => {
      const sorted = [...transactions].sort((a, b) => a.placedAt - b.placedAt);
      const refunds = sorted.filter((transaction) => transaction.refund).reduce((sum, t) => sum + t.amount, 0);
      const sales = sorted.filter((transaction) => !transaction.refund).reduce((sum, t) => sum + t.amount, 0);
      return { date, transactions: sorted, net: sales - refunds, refunds, vat: vatPerRate(sorted) };
    });
}

/** The first day of more than `most` transactions, which a page listing at most that many a day cannot show. */
export function dayOfMoreTransactions(days: readonly TransactionDay[], most: number): TransactionDay | undefined {
  return days.find((day) => day.transactions.length > most);
}

export type PnlPeriod = 'day' | 'month';

/** One row of the profit-and-loss page. Money in minor units. */
export interface PnlRow {
  /** YYYY-MM-DD for a day, YYYY-MM for a month. */
  readonly period: string;
  readonly orders: number;
  /** What the customers paid, VAT, tips and fees included. */
  readonly revenue: number;
  /** Of the revenue, what is not paid yet: cash orders whose cash the staff have not received. */
  readonly unpaid: number;
  readonly vat: number;
  /** Promotions and vouchers together. */
  readonly discounts: number;
  readonly tips: number;
  readonly deliveryFees: number;
  /** What the owner's refunds gave back of orders not cancelled, on the day given. */
  readonly refunds: number;
}

const emptyRow = (period: string): PnlRow => ({
  period,
  orders: 0,
  revenue: 0,
  unpaid: 0,
  vat: 0,
  discounts: 0,
  tips: 0,
  deliveryFees: 0,
  refunds: 0,
});

/**
 * Revenue, VAT, discounts, tips, delivery fees and refunds per local day or month from `first` to `last`, every
 * period listed (a quiet day shows zeros). A cancelled order brings in nothing and is left out, its refunds too;
 * another order's refunds count on the day they were given, so revenue less refunds is what the store kept.
 */
export function profitAndLoss(
  orders: readonly MoneyOrder[],
  first: string,
  last: string,
  timeZone: string,
  by: PnlPeriod,
  refunds: readonly MoneyRefund[] = [],
): PnlRow[] {
  const periods = [...new Set(datesFrom(first, last).map((date) => (by === 'day' ? date : date.slice(0, 7))))];
  const rows = new Map(periods.map((period) => [period, emptyRow(period)]));
  for (const order of orders) {
    const date = localDate(order.placedAt, timeZone);
    if (order.status === 'order_cancelled' || date < first || date > last) continue;
    const period = by === 'day' ? date : localMonth(order.placedAt, timeZone);
    const row = rows.get(period) ?? emptyRow(period);
    rows.set(period, {
      ...row,
      orders: row.orders + 1,
      revenue: row.revenue + order.payable,
      unpaid: row.unpaid + (order.paidAt === null ? order.payable : 0),
      vat: row.vat + order.taxTotal,
      discounts: row.discounts + order.itemsDiscount + order.voucherDiscount,
      tips: row.tips + order.tip,
      deliveryFees: row.deliveryFees + order.deliveryFee,
    });
  }
  for (const refund of refunds) {
    const date = localDate(refund.madeAt, timeZone);
    if (refund.orderCancelled || date < first || date > last) continue;
    const period = by === 'day' ? date : localMonth(refund.madeAt, timeZone);
    const row = rows.get(period) ?? emptyRow(period);
    rows.set(period, { ...row, refunds: row.refunds + refund.amount });
  }
  return [...rows.values()];
}

/** The rows added up. */
export function pnlTotals(rows: readonly PnlRow[]): Omit<PnlRow, 'period'> {
  const sum = (pick: (row: PnlRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    orders: sum((row) => row.orders),
    revenue: sum((row) => row.revenue),
    unpaid: sum((row) => row.unpaid),
    vat: sum((row) => row.vat),
    discounts: sum((row) => row.discounts),
    tips: sum((row) => row.tips),
    deliveryFees: sum((row) => row.deliveryFees),
    refunds: sum((row) => row.refunds),
  };
}

/** The longest span the money pages read at once, so one request never reads years of orders. */
export const maxReportDays = 366;

export type ReportRangeProblem = 'BAD_DATE' | 'ENDS_BEFORE_START' | 'TOO_LONG';

/** What is wrong with a range of local dates, or null. */
export function reportRangeProblem(
  first: string,
  last: string,
  isDate: (text: string) => boolean,
): ReportRangeProblem | null {
  if (!isDate(first) || !isDate(last)) return 'BAD_DATE';
  if (last < first) return 'ENDS_BEFORE_START';
  return datesFrom(first, last).length > maxReportDays ? 'TOO_LONG' : null;
}
