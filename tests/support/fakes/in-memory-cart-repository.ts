import type { CartLoaded, CartRepository, CartSaved } from '@/application/ports/cart-repository.port';
import { emptyCart, type Cart } from '@/domain/cart/cart';

const storageFailure = { ok: false, reason: 'STORAGE_FAILED' } as const;

/**
 * A cart kept in memory. Saving clones the cart as the browser's database would, so a test notices a cart
 * that is not plain data; either half of the storage can be made to fail.
 */
export class InMemoryCartRepository implements CartRepository {
  private stored: Cart;
  failLoads = false;
  failSaves = false;
  saves = 0;

  constructor(initial: Cart = emptyCart) {
    this.stored = structuredClone(initial);
  }

  /** What is stored now, read without going through the port. */
  get cart(): Cart {
    return this.stored;
  }

  breakStorage(): void {
    this.failLoads = true;
    this.failSaves = true;
  }

  async load(): Promise<CartLoaded> {
    return this.failLoads ? storageFailure : { ok: true, cart: structuredClone(this.stored) };
  }

  async save(cart: Cart): Promise<CartSaved> {
    if (this.failSaves) return storageFailure;
    this.stored = structuredClone(cart);
    this.saves += 1;
    return { ok: true };
  }
}
