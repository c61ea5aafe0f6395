import type { KeyValueStorage } from '../session/key-value-storage';

/**
 * The word in localStorage beside the queue of cash orders made offline (dexie-queued-cash-orders.ts sets it when
 * one is kept and clears it when the queue is found empty). Every page start reads it, which costs nothing, while
 * the queue's database code loads only when it says an order may wait. This module holds the read alone, so a page
 * start's code carries nothing more.
 */
export const waitingOrdersKey = 'storefront-orders-waiting';

export function ordersMayWait(storage: KeyValueStorage): boolean {
  return storage.getItem(waitingOrdersKey) !== null;
}
