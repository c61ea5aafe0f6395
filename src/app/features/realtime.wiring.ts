import type { RealtimeFeature } from '@/application/orders/realtime.feature';
import { createTrackOrder } from '@/application/orders/track-order.use-case';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';

export interface RealtimePorts {
  readonly orderHistory: OrderHistory;
  /** The event stream joined by push messages (see liveOrderUpdates in the container). */
  readonly orderUpdates: OrderUpdates;
}

export function createRealtimeFeature(ports: RealtimePorts): RealtimeFeature {
  return { trackOrder: createTrackOrder(ports) };
}
