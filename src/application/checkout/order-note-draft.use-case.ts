import type { Cart } from '@/domain/cart/cart';
import type { OrderNoteDrafts } from '../ports/order-note-drafts.port';

/**
 * The customer's note for the store, kept while it is written so that a reload of the cart summary or a new tab
 * still shows it. It belongs to the cart's store: an emptied cart or one of another store drops it, as does the
 * order it was written for (see PayCash and the after-payment steps).
 */
export interface OrderNoteDraftKeeper {
  /** The note written for this cart's store; '' when none, and what was kept for another cart is dropped. */
  restore(cart: Cart): Promise<string>;
  /** Keeps the note as typed, for the cart's store; an empty note or cart keeps nothing. */
  typed(cart: Cart, note: string): Promise<void>;
}

export function createOrderNoteDraftKeeper(deps: { orderNoteDrafts: OrderNoteDrafts }): OrderNoteDraftKeeper {
  const { orderNoteDrafts } = deps;
  return {
    async restore(cart) {
      const draft = await orderNoteDrafts.load();
      if (draft === null) return '';
      if (cart.lines.length > 0 && cart.store?.queryId === draft.storeQueryId) return draft.note;
      await orderNoteDrafts.clear();
      return '';
    },
    async typed(cart, note) {
      if (cart.store === null || cart.lines.length === 0 || note === '') return orderNoteDrafts.clear();
      return orderNoteDrafts.save({ storeQueryId: cart.store.queryId, note });
    },
  };
}
