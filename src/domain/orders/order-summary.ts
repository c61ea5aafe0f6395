import { durationInMinutes, type Duration } from '../catalogue/duration';
import type { OrderStatus } from './order-status';

/**
 * An order as the confirmation screen and the order history show it: enough to follow its status and
 * its preparation countdown. Money and lines belong to checkout, not to tracking.
 */
export interface OrderSummary {
  /** The invoice's query_id; real-time updates name the order by it. */
  readonly queryId: string;
  /** short_order_id: what the customer says at the counter. */
  readonly shortOrderId: string;
  readonly status: OrderStatus;
  readonly merchantQueryId: string;
  readonly merchantName: string;
  /** The merchant's preparation time when the order was placed. */
  readonly preparationTime: Duration;
  /** When the order was created (created_date with created_time), epoch ms. */
  readonly createdAt: number;
  /**
   * When the kitchen expects the order ready (epoch ms), from the staff's estimate; null or absent while they gave
   * none. The preparation countdown runs to it.
   */
  readonly readyBy?: number | null;
  /**
   * The store's preparation-time flag: whether the confirmation may count the preparation down at all. Absent for an
   * order known before the flag was sent, which reads as on, as it always was.
   */
  readonly preparationTimeFlag?: boolean;
}

/** One page of one history tab. */
export interface OrderPage {
  readonly orders: readonly OrderSummary[];
  readonly page: number;
  /** pagination.total_items: orders in the tab in all, across pages. */
  readonly totalOrders: number;
}

const millisecondsPerMinute = 60_000;

/**
 * Where the preparation countdown ends: the kitchen's own estimate for this order, or null when the staff gave none
 * (the countdown is then off and the status image shows).
 */
export function countdownEndsAt(order: Pick<OrderSummary, 'readyBy'>): number | null {
  return order.readyBy ?? null;
}

/** The kitchen should be done by the creation time plus the preparation time. */
export function preparationEndsAt(order: Pick<OrderSummary, 'createdAt' | 'preparationTime'>): number {
  return order.createdAt + durationInMinutes(order.preparationTime) * millisecondsPerMinute;
}
