import { statusUpdateCarriedBy, statusUpdateFromPush } from '@/domain/orders/push-message';
import type { OrderStatusUpdate } from '@/domain/orders/status-update';
import type { OrderHistory } from '../ports/order-history.port';
import type { OrderUpdates } from '../ports/order-updates.port';
import type { PushMessages } from '../ports/push-messages.port';

/**
 * Push messages as order updates, so they reach the order on screen, the card payment and page 1 of active
 * orders through the same handling as the real-time stream. A message that carries its change (the app's own
 * service worker's) is handed on as it is; one that names only the invoice has it read once per message and the
 * update handed to every listener; a push about an invoice that cannot be read is
 * dropped (the screen reloads it when shown again). The first listener also asks for the push token: the app
 * shell follows updates from the first screen, which is the spec's "token requested at start-up".
 */
export function createPushOrderUpdates(deps: { pushMessages: PushMessages; orderHistory: OrderHistory }): OrderUpdates {
  const listeners = new Set<(update: OrderStatusUpdate) => void>();
  let stopPush: (() => void) | null = null;
  let tokenRequested = false;

  function tell(update: OrderStatusUpdate): void {
    for (const listener of [...listeners]) listener(update);
  }

  function start(): void {
    if (!tokenRequested) {
      tokenRequested = true;
      void deps.pushMessages.requestToken().catch(() => undefined);
    }
    stopPush = deps.pushMessages.subscribe((message) => {
      const carried = statusUpdateCarriedBy(message);
      if (carried) return tell(carried);
      deps.orderHistory.fetchOrder(message.queryId).then(
        (order) => tell(statusUpdateFromPush(message, order)),
        () => undefined,
      );
    });
  }

  return {
    subscribe(onUpdate) {
      const listener = (update: OrderStatusUpdate) => onUpdate(update);
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopPush?.();
        stopPush = null;
      };
    },
  };
}
