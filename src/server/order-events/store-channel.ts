import type { OrderStatusListener } from './order-status-listener';

/**
 * The event hub's key for a store's own stream. The hub keys streams by text; a customer's key is their query id,
 * which never starts with this prefix, so no customer can be given a store's events or the other way round.
 */
export function storeChannelOf(merchantQueryId: string): string {
  return `store:${merchantQueryId}`;
}

/**
 * A listener that tells the store as well as the customer: every order event names its store, and the store's
 * console follows its orders live through the same hub the customer's tracking uses.
 */
export function alsoToStore(listener: OrderStatusListener): OrderStatusListener {
  return (userQueryId, event) => {
    listener(userQueryId, event);
    listener(storeChannelOf(event.merchantQueryId), event);
  };
}
