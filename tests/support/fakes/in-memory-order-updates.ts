import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { OrderStatusUpdate } from '@/domain/orders/status-update';

/** A real-time stream the test feeds by hand. */
export class InMemoryOrderUpdates implements OrderUpdates {
  private readonly listeners = new Set<(update: OrderStatusUpdate) => void>();

  subscribe(onUpdate: (update: OrderStatusUpdate) => void): () => void {
    // Wrapped, so the same callback subscribed twice is two subscriptions, as on a real stream.
    const listener = (update: OrderStatusUpdate) => onUpdate(update);
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  send(update: OrderStatusUpdate): void {
    for (const listener of [...this.listeners]) listener(update);
  }
}
