import type { QueuedCashOrder, QueuedCashOrders } from '@/application/ports/queued-cash-orders.port';

/** The browser's queue of orders made offline, in memory; one instance shared is two tabs of one browser. */
export class InMemoryQueuedCashOrders implements QueuedCashOrders {
  private orders: QueuedCashOrder[] = [];

  constructor(waiting: readonly QueuedCashOrder[] = []) {
    this.orders = [...waiting];
  }

  async add(order: QueuedCashOrder): Promise<void> {
    this.orders = [...this.orders.filter((kept) => kept.idempotencyKey !== order.idempotencyKey), order];
  }

  async all(): Promise<readonly QueuedCashOrder[]> {
    return [...this.orders].sort((a, b) => a.queuedAt - b.queuedAt);
  }

  async remove(idempotencyKey: string): Promise<void> {
    this.orders = this.orders.filter((order) => order.idempotencyKey !== idempotencyKey);
  }

  /** What waits now, for a test's assertions. */
  get waiting(): readonly QueuedCashOrder[] {
    return this.orders;
  }
}
