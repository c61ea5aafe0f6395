import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';

/** A cart and order lists reduced to what ending a session must empty; the cart can be told to fail. */
export class InMemorySessionScopedData implements SessionScopedData {
  cartProducts: string[] = [];
  orderLists: { active: string[]; past: string[]; cancelled: string[] } = { active: [], past: [], cancelled: [] };
  private cartFailure: unknown = null;

  /** Clearing the cart rejects with this, as the browser's database does when it fails. */
  failCartClearingWith(error: unknown): void {
    this.cartFailure = error;
  }

  get isEmpty(): boolean {
    const { active, past, cancelled } = this.orderLists;
    return this.cartProducts.length + active.length + past.length + cancelled.length === 0;
  }

  async clearCart(): Promise<void> {
    if (this.cartFailure !== null) throw this.cartFailure;
    this.cartProducts = [];
  }

  async clearOrderLists(): Promise<void> {
    this.orderLists = { active: [], past: [], cancelled: [] };
  }
}
