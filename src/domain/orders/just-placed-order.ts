import type { OrderSummary } from './order-summary';

/**
 * How long after its creation an order still counts as the one the customer has just placed. A payment comes
 * back within minutes; an older order was announced (or not) long ago and must not be announced again.
 */
export const justPlacedWindowMinutes = 30;

const millisecondsPerMinute = 60_000;

/**
 * The order the customer has just placed: the newest of their active orders, when it was created within the
 * window before now; none otherwise.
 */
export function justPlacedOrder(activeOrders: readonly OrderSummary[], now: number): OrderSummary | null {
  const newest = activeOrders.reduce<OrderSummary | null>(
    (latest, order) => (latest === null || order.createdAt > latest.createdAt ? order : latest),
    null,
  );
  if (newest === null) return null;
  const age = now - newest.createdAt;
  return age >= 0 && age <= justPlacedWindowMinutes * millisecondsPerMinute ? newest : null;
}
