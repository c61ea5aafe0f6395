import { knownOrderStatuses, type KnownOrderStatus } from '../orders/order-status';
import { localDate, localHour } from './local-time';

/** What the figures need of a placed order. Money in integer minor units; instants in ms since the epoch. */
export interface FigureOrder {
  readonly status: KnownOrderStatus;
  readonly placedAt: number;
  readonly payable: number;
  /** When the payment was taken, or the staff received the cash; null while not paid. */
  readonly paidAt: number | null;
  /** When the order reached each status the store set (confirmed, dispatched, …). */
  readonly steps: readonly { readonly status: KnownOrderStatus; readonly at: number }[];
}

/** The day's figures of the dashboard. */
export interface DayFigures {
  /** The local date, YYYY-MM-DD. */
  readonly date: string;
  readonly orders: number;
  /** Every status with its count, in the order an order moves through them, zeros included. */
  readonly byStatus: readonly { readonly status: KnownOrderStatus; readonly count: number }[];
  /** What the day's orders that were not cancelled come to. */
  readonly revenue: number;
  /** Of the revenue, what is not paid yet: cash orders whose cash the staff have not received. */
  readonly unpaid: number;
  /**
   * From placing to dispatching, on average over the day's dispatched orders (delivered ones too), in whole
   * minutes; null when none was dispatched yet.
   */
  readonly averagePreparationMinutes: number | null;
  /** Orders placed in each local hour that had any, by hour. */
  readonly hours: readonly { readonly hour: number; readonly orders: number }[];
}

function sumOf(orders: readonly FigureOrder[], amount: (order: FigureOrder) => number): number {
  return orders.reduce((sum, order) => sum + amount(order), 0);
}

function dispatchedAt(order: FigureOrder): number | null {
  return order.steps.find((step) => step.status === 'order_dispatched')?.at ?? null;
}

/** The figures of the local day that `now` falls in, from the store's orders (others' days are left out). */
export function dayFigures(orders: readonly FigureOrder[], now: number, timeZone: string): DayFigures {
  const date = localDate(now, timeZone);
  const today = orders.filter((order) => localDate(order.placedAt, timeZone) === date);
  const open = today.filter((order) => order.status !== 'order_cancelled');
  const preparations = today.flatMap((order) => {
    const dispatched = dispatchedAt(order);
    return dispatched === null ? [] : [dispatched - order.placedAt];
  });
  const perHour = new Map<number, number>();
  for (const order of today) {
    const hour = localHour(order.placedAt, timeZone);
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
  }
  return {
    date,
    orders: today.length,
    byStatus: knownOrderStatuses.map((status) => ({
      status,
      count: today.filter((order) => order.status === status).length,
    })),
    revenue: sumOf(open, (order) => order.payable),
    unpaid: sumOf(
      open.filter((order) => order.paidAt === null),
      (order) => order.payable,
    ),
    averagePreparationMinutes:
      preparations.length === 0
        ? null
        : Math.round(preparations.reduce((sum, ms) => sum + ms, 0) / preparations.length / 60_000),
    hours: [...perHour.entries()].sort(([a], [b]) => a - b).map(([hour, count]) => ({ hour, orders: count })),
  };
}

/** The busiest hours first (the earlier hour first on a tie), at most `limit` of them. */
export function busiestHours(
  hours: DayFigures['hours'],
  limit: number,
): { readonly hour: number; readonly orders: number }[] {
  return [...hours].sort((a, b) => b.orders - a.orders || a.hour - b.hour).slice(0, limit);
}

/** The dashboard as the server counted it: the day's figures in the store's currency and time zone. */
export interface StoreDashboard extends DayFigures {
  readonly currency: string;
  readonly timeZone: string;
}
