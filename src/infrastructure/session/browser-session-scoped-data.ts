import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import { emptyCart } from '@/domain/cart/cart';

/**
 * The session's data in this browser: the cart in its repository with the note being written for it, and the order
 * lists, which live only in the screens' state; the composition root hands the functions that forget the note and
 * the lists.
 */
export class BrowserSessionScopedData implements SessionScopedData {
  constructor(
    private readonly cartRepository: CartRepository,
    private readonly forgetOrderLists: () => Promise<void>,
    private readonly forgetNoteDraft: () => void,
  ) {}

  async clearCart(): Promise<void> {
    // The next person at this browser, refilling a cart at the same store, must not find the last one's note.
    this.forgetNoteDraft();
    const saved = await this.cartRepository.save(emptyCart);
    if (!saved.ok) throw new Error('IndexedDb Operation failed');
  }

  clearOrderLists(): Promise<void> {
    return this.forgetOrderLists();
  }
}
