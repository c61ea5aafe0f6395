import type { RealtimeFeature } from '@/application/orders/realtime.feature';
import { createTrackOrder } from '@/application/orders/track-order.use-case';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import { orderHistoryOnFirstCall } from './on-first-call';
import type { Build } from './feature-binding';

export interface RealtimePorts {
  readonly orderHistory: OrderHistory;
  /** The event stream joined by push messages (shared-ports.ts, live-order-updates.ts). */
  readonly orderUpdates: OrderUpdates;
}

export function createRealtimeFeature(ports: RealtimePorts): RealtimeFeature {
  return { trackOrder: createTrackOrder(ports) };
}

/** The order tracking over the shared live updates, which the registry starts loading beside this chunk. */
export const buildFeature: Build<Promise<RealtimeFeature>> = async (shared) =>
  createRealtimeFeature({
    orderHistory: orderHistoryOnFirstCall(shared.orderHistory),
    orderUpdates: await shared.orderUpdates(),
  });
