import type { OrderNoteDraft, OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';

export class InMemoryOrderNoteDrafts implements OrderNoteDrafts {
  draft: OrderNoteDraft | null = null;

  async load(): Promise<OrderNoteDraft | null> {
    return this.draft;
  }

  async save(draft: OrderNoteDraft): Promise<void> {
    this.draft = draft;
  }

  async clear(): Promise<void> {
    this.draft = null;
  }
}
