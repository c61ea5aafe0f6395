import Dexie, { liveQuery, type DexieOptions, type Table } from 'dexie';

/** The one row the cart is kept in: the whole cart, so a save replaces it atomically. */
export interface StoredCartRow {
  readonly id: string;
  readonly cart: unknown;
}

/** A cash order waiting for the network, as kept (see offline/dexie-queued-cash-orders.ts). */
export interface StoredQueuedOrderRow {
  readonly idempotencyKey: string;
  readonly queuedAt: number;
  readonly order: unknown;
}

const databaseName = 'storefront-cart';

/**
 * The browser's cart database (IndexedDB through dexie); the only module that imports dexie. The composition root
 * loads it with a dynamic import on first use, so dexie stays out of the JavaScript of the first screen.
 */
export class CartDatabase extends Dexie {
  readonly carts!: Table<StoredCartRow, string>;
  /** Cash orders made offline (issue 29, part 3), a table of their own beside the cart they were made of. */
  readonly queuedCashOrders!: Table<StoredQueuedOrderRow, string>;

  /** `options` lets tests pass their own IndexedDB factory, or one that cannot open. */
  constructor(options?: DexieOptions) {
    super(databaseName, options);
    this.version(1).stores({ carts: 'id' });
    this.version(2).stores({ carts: 'id', queuedCashOrders: 'idempotencyKey, queuedAt' });
  }

  /**
   * Watches one row: dexie's live query fires after every write to it, from this tab or from another tab of
   * the same origin, and once at the start with the current value.
   */
  watchRow(
    id: string,
    onRow: (row: StoredCartRow | undefined) => void,
    onError: (error: unknown) => void,
  ): Subscription {
    return liveQuery(() => this.carts.get(id)).subscribe({ next: onRow, error: onError });
  }
}

export interface Subscription {
  unsubscribe(): void;
}

/** Opens the cart database, or fails as the browser's IndexedDB (or loading this module) does. */
export type CartDatabaseOpener = () => Promise<CartDatabase>;
