import { useOrderUpdates } from './use-order-updates';

/**
 * Mounted once in the app shell: while the app runs, live order updates reach the order on screen and
 * page 1 of the active orders, and the event stream stays open (it opens as soon as a session exists).
 */
export function OrderUpdatesStream() {
  useOrderUpdates();
  return null;
}
