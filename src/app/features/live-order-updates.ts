import { mergeOrderUpdates } from '@/application/orders/merged-order-updates';
import { createPushOrderUpdates } from '@/application/orders/push-order-updates';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { PushMessages } from '@/application/ports/push-messages.port';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';
import { eventStreamUrl, type EventStreamUrlDeps } from '@/infrastructure/realtime/event-stream-url';

export interface LiveOrderUpdatesDeps {
  readonly streamUrl: EventStreamUrlDeps;
  /** None when the push adapter could not load. */
  readonly pushMessages: PushMessages | null;
  readonly orderHistory: OrderHistory;
}

/**
 * The real-time stream joined by push and service-worker messages, so both reach the same handling: the
 * order on screen, the card payment and page 1 of active orders.
 */
export function createLiveOrderUpdates(deps: LiveOrderUpdatesDeps): OrderUpdates {
  const stream = new EventStreamOrderUpdates({ streamUrl: eventStreamUrl(deps.streamUrl) });
  if (!deps.pushMessages) return stream;
  const pushed = createPushOrderUpdates({ pushMessages: deps.pushMessages, orderHistory: deps.orderHistory });
  return mergeOrderUpdates([stream, pushed]);
}
