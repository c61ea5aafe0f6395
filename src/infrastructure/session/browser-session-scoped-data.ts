import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import { emptyCart } from '@/domain/cart/cart';

/**
 * The session's data in this browser: the cart in its repository, and the order lists, which live only in
 * the screens' state; the composition root hands the function that forgets them.
 */
export class BrowserSessionScopedData implements SessionScopedData {
  constructor(
    private readonly cartRepository: CartRepository,
    private readonly forgetOrderLists: () => Promise<void>,
  ) {}

  async clearCart(): Promise<void> {
    const saved = await this.cartRepository.save(emptyCart);
    if (!saved.ok) throw new Error('IndexedDb Operation failed');
  }

  clearOrderLists(): Promise<void> {
    return this.forgetOrderLists();
  }
}
