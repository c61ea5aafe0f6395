import type { CartChangeListener, CartChanges } from '@/application/ports/cart-changes.port';
import type { CartLoaded, CartRepository, CartSaved } from '@/application/ports/cart-repository.port';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import { isCartEmpty } from '@/domain/cart/cart-changes';
// Types only: the database module imports dexie, which the composition root loads lazily through the opener.
import type { CartDatabase, CartDatabaseOpener, Subscription } from '../storage/cart-database';
import { cartFromStored } from './stored-cart';

const cartRowId = 'cart';

interface Watcher {
  readonly listener: CartChangeListener;
  subscription: Subscription | null;
}

/**
 * The cart in the browser's IndexedDB, shared live by every tab. When the database cannot be used the cart
 * carries on in memory for the rest of this tab's life (never half in each, which could lose a change), and
 * every watcher hears of the failure once. Given an opener, the database (and dexie) is loaded on first use;
 * failing to load it counts as the database failing.
 */
export class DexieCartRepository implements CartRepository, CartChanges {
  /** Not null once the database failed: from then on the cart lives here. */
  private memoryCart: Cart | null = null;
  private readonly watchers = new Set<Watcher>();
  private opening: Promise<CartDatabase> | null = null;

  constructor(private readonly database: CartDatabase | CartDatabaseOpener) {}

  /** The database, opened once; rejects when it cannot be loaded. */
  private open(): Promise<CartDatabase> {
    if (this.opening === null) {
      const { database } = this;
      this.opening = typeof database === 'function' ? database() : Promise.resolve(database);
    }
    return this.opening;
  }

  async load(): Promise<CartLoaded> {
    if (this.memoryCart === null) {
      try {
        const database = await this.open();
        const row = await database.carts.get(cartRowId);
        return { ok: true, cart: cartFromStored(row?.cart) };
      } catch (error) {
        this.fallBackToMemory(emptyCart, error);
      }
    }
    return { ok: true, cart: this.memoryCart ?? emptyCart };
  }

  async save(cart: Cart): Promise<CartSaved> {
    if (this.memoryCart === null) {
      try {
        const database = await this.open();
        if (isCartEmpty(cart)) await database.carts.delete(cartRowId);
        else await database.carts.put({ id: cartRowId, cart });
        return { ok: true };
      } catch (error) {
        this.fallBackToMemory(cart, error);
      }
    }
    this.memoryCart = cart;
    // Without the database's live query, this tab's own watchers are told here.
    for (const watcher of this.watchers) watcher.listener.cartChanged(cart);
    return { ok: true };
  }

  subscribe(listener: CartChangeListener): () => void {
    const watcher: Watcher = { listener, subscription: null };
    this.watchers.add(watcher);
    if (this.memoryCart === null) {
      this.open().then(
        (database) => {
          // Stopped, or the database failed elsewhere, while it was loading.
          if (!this.watchers.has(watcher) || this.memoryCart !== null) return;
          watcher.subscription = database.watchRow(
            cartRowId,
            (row) => listener.cartChanged(cartFromStored(row?.cart)),
            (error) => this.fallBackToMemory(emptyCart, error),
          );
        },
        (error: unknown) => this.fallBackToMemory(emptyCart, error),
      );
    } else {
      listener.storageFailed();
    }
    return () => {
      watcher.subscription?.unsubscribe();
      this.watchers.delete(watcher);
    };
  }

  private fallBackToMemory(cart: Cart, error: unknown): void {
    if (this.memoryCart !== null) return;
    this.memoryCart = cart;
    console.warn('The cart database cannot be used; the cart is kept in memory for this tab.', error);
    for (const watcher of this.watchers) {
      watcher.subscription?.unsubscribe();
      watcher.subscription = null;
      watcher.listener.storageFailed();
    }
  }
}
