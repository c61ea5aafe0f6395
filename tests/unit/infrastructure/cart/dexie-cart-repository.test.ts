// Dexie runs live queries only when the environment has an IndexedDB; each test still brings its own factory.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { CartChangeListener } from '@/application/ports/cart-changes.port';
import { emptyCart, type Cart } from '@/domain/cart/cart';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { noSelection } from '@/domain/cart/selection';
import { DexieCartRepository } from '@/infrastructure/cart/dexie-cart-repository';
import { CartDatabase } from '@/infrastructure/storage/cart-database';
import { aProduct } from '../../../support/cart-fixtures';

function aCart(quantity = 2): Cart {
  const product = aProduct();
  return cartOf(cartStoreOf(product.store), [cartLineFor(product, noSelection, quantity)]);
}

/** A factory whose open always fails, as IndexedDB does in some private windows. */
function brokenFactory(): IDBFactory {
  const factory = new IDBFactory();
  factory.open = () => {
    throw new DOMException('The user denied permission to access the database.', 'InvalidStateError');
  };
  return factory;
}

function recordingListener() {
  const carts: Cart[] = [];
  let failures = 0;
  const listener: CartChangeListener = {
    cartChanged: (cart) => carts.push(cart),
    storageFailed: () => {
      failures += 1;
    },
  };
  return { listener, carts, failures: () => failures };
}

async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe('DexieCartRepository', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('loads the empty cart before anything was saved', async () => {
    const repository = new DexieCartRepository(new CartDatabase({ indexedDB: new IDBFactory(), IDBKeyRange }));
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: emptyCart });
  });

  it('keeps the saved cart for a new instance on the same database, as after a reload', async () => {
    const indexedDB = new IDBFactory();
    const first = new DexieCartRepository(new CartDatabase({ indexedDB, IDBKeyRange }));
    await expect(first.save(aCart(3))).resolves.toEqual({ ok: true });

    const reloaded = new DexieCartRepository(new CartDatabase({ indexedDB, IDBKeyRange }));
    const loaded = await reloaded.load();
    expect(loaded).toEqual({ ok: true, cart: aCart(3) });
  });

  it('deletes the row when the empty cart is saved', async () => {
    const indexedDB = new IDBFactory();
    const database = new CartDatabase({ indexedDB, IDBKeyRange });
    const repository = new DexieCartRepository(database);
    await repository.save(aCart());
    await repository.save(emptyCart);
    expect(await database.carts.count()).toBe(0);
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: emptyCart });
  });

  it('reads a row that is not a cart as the empty cart', async () => {
    const database = new CartDatabase({ indexedDB: new IDBFactory(), IDBKeyRange });
    await database.carts.put({ id: 'cart', cart: { lines: [{ lineId: 7 }], store: {} } });
    await expect(new DexieCartRepository(database).load()).resolves.toEqual({ ok: true, cart: emptyCart });
  });

  it("lets two instances on one database (two tabs) see each other's changes live", async () => {
    const indexedDB = new IDBFactory();
    const tabA = new DexieCartRepository(new CartDatabase({ indexedDB, IDBKeyRange }));
    const tabB = new DexieCartRepository(new CartDatabase({ indexedDB, IDBKeyRange }));
    const heardByB = recordingListener();
    const stop = tabB.subscribe(heardByB.listener);
    await eventually(() => expect(heardByB.carts).toEqual([emptyCart]));

    await tabA.save(aCart(4));
    await eventually(() => expect(heardByB.carts.at(-1)).toEqual(aCart(4)));
    await tabA.save(emptyCart);
    await eventually(() => expect(heardByB.carts.at(-1)).toEqual(emptyCart));
    expect(heardByB.failures()).toBe(0);

    stop();
    const heardSoFar = heardByB.carts.length;
    await tabA.save(aCart(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heardByB.carts).toHaveLength(heardSoFar);
  });

  it('keeps working in memory when the database cannot be opened, and tells the watcher once', async () => {
    const repository = new DexieCartRepository(new CartDatabase({ indexedDB: brokenFactory(), IDBKeyRange }));
    const watcher = recordingListener();
    repository.subscribe(watcher.listener);

    await expect(repository.load()).resolves.toEqual({ ok: true, cart: emptyCart });
    await expect(repository.save(aCart(2))).resolves.toEqual({ ok: true });
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: aCart(2) });
    await repository.save(aCart(5));

    expect(watcher.failures()).toBe(1);
    expect(watcher.carts.at(-1)).toEqual(aCart(5));
  });

  it('keeps the cart being saved when the failure shows only on saving', async () => {
    const repository = new DexieCartRepository(new CartDatabase({ indexedDB: brokenFactory(), IDBKeyRange }));
    await expect(repository.save(aCart(6))).resolves.toEqual({ ok: true });
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: aCart(6) });
  });

  it('tells a watcher that subscribes after the failure at once', async () => {
    const repository = new DexieCartRepository(new CartDatabase({ indexedDB: brokenFactory(), IDBKeyRange }));
    await repository.load();
    const late = recordingListener();
    repository.subscribe(late.listener);
    expect(late.failures()).toBe(1);
  });

  it('opens a lazily loaded database only on first use, and watches it live', async () => {
    const indexedDB = new IDBFactory();
    const open = jest.fn(async () => new CartDatabase({ indexedDB, IDBKeyRange }));
    const repository = new DexieCartRepository(open);
    expect(open).not.toHaveBeenCalled();

    const watcher = recordingListener();
    repository.subscribe(watcher.listener);
    await repository.save(aCart(3));

    await eventually(() => expect(watcher.carts.at(-1)).toEqual(aCart(3)));
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: aCart(3) });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when the database module cannot be loaded, and tells the watcher once', async () => {
    const repository = new DexieCartRepository(() => Promise.reject(new Error('Loading chunk cart-database failed.')));
    const watcher = recordingListener();
    repository.subscribe(watcher.listener);

    await eventually(() => expect(watcher.failures()).toBe(1));
    await expect(repository.save(aCart(4))).resolves.toEqual({ ok: true });
    await expect(repository.load()).resolves.toEqual({ ok: true, cart: aCart(4) });
    expect(watcher.failures()).toBe(1);
    expect(watcher.carts.at(-1)).toEqual(aCart(4));
  });

  it('does not start watching for a watcher that stopped while the database was loading', async () => {
    const indexedDB = new IDBFactory();
    const repository = new DexieCartRepository(async () => new CartDatabase({ indexedDB, IDBKeyRange }));
    const watcher = recordingListener();
    repository.subscribe(watcher.listener)();
    await repository.save(aCart(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watcher.carts).toHaveLength(0);
  });
});
