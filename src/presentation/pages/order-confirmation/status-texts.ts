import type { OrderStatus } from '@/domain/orders/order-status';

/** The sentence under the progress bar for each status. */
export const statusMessageKeys: Readonly<Record<OrderStatus, string>> = {
  order_pending: 'tracking.statusMessage.pending',
  order_confirmed: 'tracking.statusMessage.confirmed',
  order_dispatched: 'tracking.statusMessage.dispatched',
  order_delivered: 'tracking.statusMessage.delivered',
  order_cancelled: 'tracking.statusMessage.cancelled',
  unknown: 'tracking.statusMessage.unknown',
};
