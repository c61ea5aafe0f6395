import type { DetailStep } from '@/domain/orders/order-progress';
import type { OrderStatus, OrderTab } from '@/domain/orders/order-status';

/** The i18n key of each order status, as the order card, the status image and the progress bar name it. */
export const orderStatusLabelKeys: Readonly<Record<OrderStatus, string>> = {
  order_pending: 'order.status.pending',
  order_confirmed: 'order.status.confirmed',
  order_dispatched: 'order.status.dispatched',
  order_delivered: 'order.status.delivered',
  order_cancelled: 'order.status.cancelled',
  unknown: 'order.status.unknown',
};

/** The order history's tabs. */
export const orderTabLabelKeys: Readonly<Record<OrderTab, string>> = {
  active: 'order.tabs.active',
  past: 'order.tabs.past',
  cancelled: 'order.tabs.cancelled',
};

/** The stepper's labels, step 1 to 4: Order Received, In Progress, On The Way, Order Delivered. */
export const detailStepLabelKeys: Readonly<Record<Exclude<DetailStep, 0>, string>> = {
  1: 'order.stepper.received',
  2: 'order.stepper.inProgress',
  3: 'order.stepper.onTheWay',
  4: 'order.stepper.delivered',
};
