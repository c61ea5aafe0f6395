import type { KnownOrderStatus } from './order-status';

/**
 * Where the merchant may move an order from each status: forward one step at a time, or cancel it while it
 * is not yet delivered. Delivered and cancelled are final. Skipping a step would tell the customer
 * "on the way" for an order the kitchen never confirmed.
 */
const nextStatuses: Readonly<Record<KnownOrderStatus, readonly KnownOrderStatus[]>> = {
  order_pending: ['order_confirmed', 'order_cancelled'],
  order_confirmed: ['order_dispatched', 'order_cancelled'],
  order_dispatched: ['order_delivered', 'order_cancelled'],
  order_delivered: [],
  order_cancelled: [],
};

/** The statuses an order in `from` may move to, in the order the merchant's screen offers them. */
export function allowedNextStatuses(from: KnownOrderStatus): readonly KnownOrderStatus[] {
  return nextStatuses[from];
}

export function canChangeOrderStatus(from: KnownOrderStatus, to: KnownOrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** An order nothing can change any more. */
export function isFinalOrderStatus(status: KnownOrderStatus): boolean {
  return nextStatuses[status].length === 0;
}

export type StatusChangeRefusal = 'SAME_STATUS' | 'ORDER_CLOSED' | 'TRANSITION_NOT_ALLOWED';

export type StatusChangeCheck = { readonly ok: true } | { readonly ok: false; readonly reason: StatusChangeRefusal };

/**
 * Whether the merchant may set `to` on an order in `from`, and if not, why: the order already has that status,
 * it is delivered or cancelled, or the step is not one of the allowed ones.
 */
export function checkOrderStatusChange(from: KnownOrderStatus, to: KnownOrderStatus): StatusChangeCheck {
  if (from === to) return { ok: false, reason: 'SAME_STATUS' };
  if (isFinalOrderStatus(from)) return { ok: false, reason: 'ORDER_CLOSED' };
  return canChangeOrderStatus(from, to) ? { ok: true } : { ok: false, reason: 'TRANSITION_NOT_ALLOWED' };
}
