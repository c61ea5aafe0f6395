/** The statuses the server sends, in the order an order moves through them (cancelled ends it early). */
export const knownOrderStatuses = [
  'order_pending',
  'order_confirmed',
  'order_dispatched',
  'order_delivered',
  'order_cancelled',
] as const;

export type KnownOrderStatus = (typeof knownOrderStatuses)[number];

/**
 * An order's status. `unknown` stands for any string the server sends that this version does not know,
 * so a new server status shows as unknown instead of breaking the page.
 */
export type OrderStatus = KnownOrderStatus | 'unknown';

export function parseOrderStatus(raw: string): OrderStatus {
  return (knownOrderStatuses as readonly string[]).includes(raw) ? (raw as KnownOrderStatus) : 'unknown';
}

/** The tabs of the order history. */
export type OrderTab = 'active' | 'past' | 'cancelled';

export const orderTabs: readonly OrderTab[] = ['active', 'past', 'cancelled'];

/**
 * The history tab an order belongs in: delivered orders are past, cancelled ones cancelled, the rest still
 * active. An unknown status stays active, since nothing says the order is over.
 */
export function orderTabOf(status: OrderStatus): OrderTab {
  if (status === 'order_delivered') return 'past';
  if (status === 'order_cancelled') return 'cancelled';
  return 'active';
}
