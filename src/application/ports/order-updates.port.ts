import type { OrderStatusUpdate } from '@/domain/order/status-update';

/** Messages about the customer's orders as they happen: the real-time stream and push messages together. */
export interface OrderUpdates {
  /**
   * Calls `onUpdate` with every message that arrives from now on, until the returned function is called.
   * The adapter reconnects by itself; a lost connection is not reported here.
   */
  subscribe(onUpdate: (update: OrderStatusUpdate) => void): () => void;
}
