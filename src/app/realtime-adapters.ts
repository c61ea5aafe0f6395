import { mergeOrderUpdates } from '@/application/order/merged-order-updates';
import { createPushOrderUpdates } from '@/application/order/push-order-updates';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { PushMessages } from '@/application/ports/push-messages.port';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';
import { eventStreamUrl, type EventStreamUrlDeps } from '@/infrastructure/realtime/event-stream-url';

/**
 * The live order updates and the tracking use case: one chunk, loaded right after the first screen (the app
 * shell follows the updates once it has rendered), not with it.
 */
export { createTrackOrder } from '@/application/order/track-order.use-case';

export interface LiveOrderUpdatesDeps {
  readonly streamUrl: EventStreamUrlDeps;
  readonly pushMessages: PushMessages;
  readonly orderHistory: OrderHistory;
}

/**
 * The real-time stream joined by push and service-worker messages, so both reach the same handling: the
 * order on screen, the card payment and page 1 of active orders.
 */
export function createLiveOrderUpdates(deps: LiveOrderUpdatesDeps): OrderUpdates {
  const stream = new EventStreamOrderUpdates({ streamUrl: eventStreamUrl(deps.streamUrl) });
  const pushed = createPushOrderUpdates({ pushMessages: deps.pushMessages, orderHistory: deps.orderHistory });
  return mergeOrderUpdates([stream, pushed]);
}
