import type { PushMessages } from '../ports/push-messages.port';
import type { PushSubscriptionRegistry } from '../ports/push-subscription-registry.port';

export type OrderPushOutcome = 'SUBSCRIBED' | 'UNAVAILABLE' | 'NOT_REGISTERED';

/**
 * Offered once an order is placed (its confirmation is on screen): the customer is asked to allow notifications,
 * and this browser's subscription goes to the server, so the order's next status reaches them with the page
 * closed. Without permission, push support or the server, the page goes on as before.
 */
export type OfferOrderPush = () => Promise<OrderPushOutcome>;

export function createOfferOrderPush(deps: {
  pushMessages: PushMessages;
  registry: PushSubscriptionRegistry;
}): OfferOrderPush {
  let offered: Promise<OrderPushOutcome> | null = null;
  // Once per app: the customer who moves between their orders is not asked again, nor the server told again.
  return () => {
    offered ??= (async () => {
      const token = await deps.pushMessages.enable().catch(() => null);
      if (token === null) return 'UNAVAILABLE';
      return deps.registry.register(token).then(
        () => 'SUBSCRIBED' as const,
        () => 'NOT_REGISTERED' as const,
      );
    })();
    return offered;
  };
}
