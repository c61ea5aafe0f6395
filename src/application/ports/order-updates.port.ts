import type { OrderStatusUpdate } from '@/domain/orders/status-update';

/** Messages about the customer's orders as they happen: the real-time stream and push messages together. */
export interface OrderUpdates {
  /**
   * Calls `onUpdate` with every message that arrives from now on, until the returned function is called.
   * The adapter reconnects by itself; a lost connection is not reported here.
   */
  subscribe(onUpdate: (update: OrderStatusUpdate) => void): () => void;

  /**
   * Calls `onReopened` each time the adapter had to open a new stream by itself (after an error or a missing
   * stream), until the returned function is called: messages sent meanwhile may be lost, so the caller
   * reloads what it shows. Optional: a source that never loses messages has nothing to report.
   */
  onReopened?(onReopened: () => void): () => void;
}
