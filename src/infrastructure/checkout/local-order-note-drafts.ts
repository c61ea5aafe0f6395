import type { OrderNoteDraft, OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import { orderNoteMaxLength } from '@/domain/orders/order-note';
import type { KeyValueStorage } from '../session/key-value-storage';
import { orderNoteDraftKey } from './order-note-draft-key';

function draftOf(raw: string | null): OrderNoteDraft | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { storeQueryId, note } = value as Record<string, unknown>;
    if (typeof storeQueryId !== 'string' || typeof note !== 'string') return null;
    // Edited by hand or by another version: never more than the field takes.
    return { storeQueryId, note: note.slice(0, orderNoteMaxLength) };
  } catch {
    return null;
  }
}

/** The draft note in the browser's storage; a value it cannot read counts as none and is removed. */
export class LocalOrderNoteDrafts implements OrderNoteDrafts {
  constructor(private readonly storage: KeyValueStorage) {}

  async load(): Promise<OrderNoteDraft | null> {
    const raw = this.storage.getItem(orderNoteDraftKey);
    const draft = draftOf(raw);
    if (draft === null && raw !== null) this.storage.removeItem(orderNoteDraftKey);
    return draft;
  }

  async save(draft: OrderNoteDraft): Promise<void> {
    try {
      this.storage.setItem(orderNoteDraftKey, JSON.stringify(draft));
    } catch {
      // A full storage keeps the note on the screen only, as it was before it was kept at all.
    }
  }

  async clear(): Promise<void> {
    this.storage.removeItem(orderNoteDraftKey);
  }
}
