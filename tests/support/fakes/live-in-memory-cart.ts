import type { CartChangeListener, CartChanges } from '@/application/ports/cart-changes.port';
import type { CartSaved } from '@/application/ports/cart-repository.port';
import type { Cart } from '@/domain/cart/cart';
import { InMemoryCartRepository } from './in-memory-cart-repository';

/** The in-memory cart with the live feed of the dexie adapter: saves are heard, other tabs can be played. */
export class LiveInMemoryCart extends InMemoryCartRepository implements CartChanges {
  private readonly listeners = new Set<CartChangeListener>();

  subscribe(listener: CartChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  override async save(cart: Cart): Promise<CartSaved> {
    const saved = await super.save(cart);
    if (saved.ok) this.listeners.forEach((listener) => listener.cartChanged(structuredClone(cart)));
    return saved;
  }

  /** Another tab saved this cart. */
  async saveFromAnotherTab(cart: Cart): Promise<void> {
    await this.save(cart);
  }

  /** The browser's database gave up, as the adapter reports it. */
  reportStorageFailure(): void {
    this.listeners.forEach((listener) => listener.storageFailed());
  }
}
