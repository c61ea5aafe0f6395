import type { QueuedCashOrder, QueuedCashOrders } from '@/application/ports/queued-cash-orders.port';
// Types only: the database module imports dexie, which the composition root loads lazily through the opener.
import type { CartDatabase, CartDatabaseOpener } from '../storage/cart-database';
import { cartFromStored } from '../cart/stored-cart';
import type { KeyValueStorage } from '../session/key-value-storage';
import { waitingOrdersKey } from './waiting-orders-marker';

/** A kept order read back; null for a row that does not look like one (an older app's, or edited by hand). */
function orderFromStored(value: unknown): QueuedCashOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const order = value as Partial<Record<keyof QueuedCashOrder, unknown>>;
  const cart = cartFromStored(order.cart);
  if (typeof order.idempotencyKey !== 'string' || cart.lines.length === 0) return null;
  if (typeof order.tip !== 'number' || typeof order.queuedAt !== 'number') return null;
  return {
    idempotencyKey: order.idempotencyKey,
    cart,
    tip: order.tip,
    voucherCode: typeof order.voucherCode === 'string' ? order.voucherCode : null,
    note: typeof order.note === 'string' ? order.note : null,
    tradeTypeId: typeof order.tradeTypeId === 'number' ? order.tradeTypeId : null,
    userQueryId: typeof order.userQueryId === 'string' ? order.userQueryId : null,
    queuedAt: order.queuedAt,
  };
}

/**
 * The cash orders waiting for the network, in a table of the app's IndexedDB (the cart's database), which every
 * tab shares, so any tab may send them. When the database cannot be used they wait in this tab's memory instead
 * (sent while the tab stays open). The marker beside it tells a later page start that something may wait.
 */
export class DexieQueuedCashOrders implements QueuedCashOrders {
  private opening: Promise<CartDatabase> | null = null;
  /** Not null once the database failed: from then on the orders wait here. */
  private memory: QueuedCashOrder[] | null = null;

  constructor(
    private readonly database: CartDatabaseOpener,
    /** Where the marker beside the queue is kept (waiting-orders-marker.ts). */
    private readonly storage: KeyValueStorage,
  ) {}

  private open(): Promise<CartDatabase> {
    this.opening ??= this.database();
    return this.opening;
  }

  async add(order: QueuedCashOrder): Promise<void> {
    this.storage.setItem(waitingOrdersKey, '1');
    if (this.memory === null) {
      try {
        const database = await this.open();
        await database.queuedCashOrders.put({
          idempotencyKey: order.idempotencyKey,
          queuedAt: order.queuedAt,
          order,
        });
        return;
      } catch {
        this.memory = [];
      }
    }
    this.memory = [...this.memory.filter((kept) => kept.idempotencyKey !== order.idempotencyKey), order];
  }

  async all(): Promise<readonly QueuedCashOrder[]> {
    if (this.memory === null) {
      try {
        const database = await this.open();
        const rows = await database.queuedCashOrders.orderBy('queuedAt').toArray();
        const orders = rows.map((row) => orderFromStored(row.order)).filter((order) => order !== null);
        if (rows.length === 0) this.storage.removeItem(waitingOrdersKey);
        return orders;
      } catch {
        this.memory = [];
      }
    }
    return this.memory;
  }

  async remove(idempotencyKey: string): Promise<void> {
    if (this.memory === null) {
      try {
        const database = await this.open();
        await database.queuedCashOrders.delete(idempotencyKey);
        if ((await database.queuedCashOrders.count()) === 0) this.storage.removeItem(waitingOrdersKey);
        return;
      } catch {
        this.memory = [];
      }
    }
    this.memory = this.memory.filter((order) => order.idempotencyKey !== idempotencyKey);
  }
}
