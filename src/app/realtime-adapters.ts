/**
 * The live order updates' adapter and the tracking use case, one chunk loaded right after the first screen
 * (the app shell follows the updates once it has rendered), not with it.
 */
export { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';
export { eventStreamUrl } from '@/infrastructure/realtime/event-stream-url';
export { createTrackOrder } from '@/application/order/track-order.use-case';
