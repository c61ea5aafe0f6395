import { orderTabOf, parseOrderStatus } from './order-status';
import type { OrderPage, OrderSummary } from './order-summary';

/** A real-time or push message about an order, as the server sends it. */
export interface OrderStatusUpdate {
  readonly type: string;
  /** The raw status string; parsed here so an unknown one can be ignored instead of shown. */
  readonly status: string;
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
  /** When the kitchen now expects the order ready (epoch ms): sent with a confirmation or a new estimate. */
  readonly readyBy?: number;
}

/** This message type reports a card payment, not an order status; the payment flow handles it. */
export const cardPaymentSucceededType = 'SSE_NETS_PAYMENT_SUCCESSFULL';

/** This message type says the store refunded some or all of the order; its status is unchanged. */
export const orderRefundedType = 'SSE_ORDER_REFUNDED';

/** What the customer may be watching when an update arrives. */
export interface TrackedOrders {
  readonly currentOrder: OrderSummary | null;
  /** Page 1 of the active tab, or null when it is not loaded. */
  readonly activeOrders: OrderPage | null;
}

export const nothingTracked: TrackedOrders = { currentOrder: null, activeOrders: null };

export function isStatusUpdate(update: OrderStatusUpdate): boolean {
  return update.type !== cardPaymentSucceededType;
}

/**
 * The order with the update's status (and the kitchen's new estimate when it carries one), when the update is
 * about this very invoice and its status is one the app knows. An unknown status is ignored: the last known status says more than "unknown".
 * Returns the same object when nothing changes, so callers can skip a needless re-render.
 */
export function applyStatusToOrder(order: OrderSummary, update: OrderStatusUpdate): OrderSummary {
  const status = parseOrderStatus(update.status);
  if (!isStatusUpdate(update) || status === 'unknown' || order.queryId !== update.invoiceQueryId) return order;
  const { readyBy } = update;
  const newEstimate = readyBy !== undefined && readyBy !== order.readyBy;
  if (order.status === status && !newEstimate) return order;
  return newEstimate ? { ...order, status, readyBy } : { ...order, status };
}

/**
 * Page 1 of active orders after an update. A listed order takes the new status; one that becomes delivered
 * or cancelled leaves the list (it now belongs in Past or Cancelled) and the total drops by one. An order
 * not on the page is not added: the update does not carry what its card needs. Other pages are left alone,
 * since their contents shift on the server and are reloaded when turned to.
 */
export function applyStatusToActiveOrders(page: OrderPage, update: OrderStatusUpdate): OrderPage {
  if (page.page !== 1) return page;
  const index = page.orders.findIndex((order) => order.queryId === update.invoiceQueryId);
  const listed = page.orders[index];
  if (listed === undefined) return page;
  const updated = applyStatusToOrder(listed, update);
  if (updated === listed) return page;
  if (orderTabOf(updated.status) !== 'active') {
    return {
      ...page,
      orders: page.orders.filter((_, position) => position !== index),
      totalOrders: Math.max(0, page.totalOrders - 1),
    };
  }
  return { ...page, orders: page.orders.map((order, position) => (position === index ? updated : order)) };
}

/** Merges one update into everything the customer is watching; the same object when nothing changes. */
export function applyStatusUpdate(tracked: TrackedOrders, update: OrderStatusUpdate): TrackedOrders {
  const currentOrder = tracked.currentOrder && applyStatusToOrder(tracked.currentOrder, update);
  const activeOrders = tracked.activeOrders && applyStatusToActiveOrders(tracked.activeOrders, update);
  if (currentOrder === tracked.currentOrder && activeOrders === tracked.activeOrders) return tracked;
  return { currentOrder, activeOrders };
}
