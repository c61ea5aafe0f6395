import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { QueuedCashOrder } from '@/application/ports/queued-cash-orders.port';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { DexieQueuedCashOrders } from '@/infrastructure/offline/dexie-queued-cash-orders';
import { ordersMayWait } from '@/infrastructure/offline/waiting-orders-marker';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';
import { CartDatabase } from '@/infrastructure/storage/cart-database';
import { aProduct } from '../../../support/cart-fixtures';

const product = aProduct();
const cart = cartOf(cartStoreOf(product.store), [cartLineFor(product, noSelection, 2)]);

function anOrder(idempotencyKey: string, queuedAt: number): QueuedCashOrder {
  return {
    idempotencyKey,
    cart,
    tip: 5,
    voucherCode: null,
    note: 'Ring twice',
    tradeTypeId: 1,
    userQueryId: 'usr-1',
    queuedAt,
  };
}

/** One browser: its IndexedDB and its localStorage; each call of `tab()` opens them as a new tab (or page load) does. */
function browser() {
  const indexedDB = new IDBFactory();
  const storage = new MemoryStorage();
  const marker = { mayHoldOrders: () => ordersMayWait(storage) };
  const tab = () => new DexieQueuedCashOrders(async () => new CartDatabase({ indexedDB, IDBKeyRange }), storage);
  return { marker, tab };
}

describe('the queue of cash orders made offline, in the app’s IndexedDB', () => {
  it('keeps an order across page loads, the oldest first, and says so in the marker', async () => {
    const { marker, tab } = browser();
    expect(marker.mayHoldOrders()).toBe(false);

    const first = tab();
    await first.add(anOrder('key-later', 2_000));
    await first.add(anOrder('key-earlier', 1_000));
    expect(marker.mayHoldOrders()).toBe(true);

    const reloaded = tab();
    await expect(reloaded.all()).resolves.toEqual([anOrder('key-earlier', 1_000), anOrder('key-later', 2_000)]);
  });

  it('forgets an order once removed, and the marker once the queue is empty', async () => {
    const { marker, tab } = browser();
    const queue = tab();
    await queue.add(anOrder('key-1', 1_000));
    await queue.add(anOrder('key-2', 2_000));

    await queue.remove('key-1');
    expect(marker.mayHoldOrders()).toBe(true);
    await queue.remove('key-2');
    expect(marker.mayHoldOrders()).toBe(false);
    await expect(tab().all()).resolves.toEqual([]);
  });

  it('keeps the orders in memory when the database cannot be opened', async () => {
    const storage = new MemoryStorage();
    const queue = new DexieQueuedCashOrders(() => Promise.reject(new Error('IndexedDB refused')), storage);
    await queue.add(anOrder('key-1', 1_000));
    await expect(queue.all()).resolves.toEqual([anOrder('key-1', 1_000)]);
    await queue.remove('key-1');
    await expect(queue.all()).resolves.toEqual([]);
  });
});
