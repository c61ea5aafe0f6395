import type { CartRepository, CartSaved } from '@/application/ports/cart-repository.port';
import type { SessionEvent } from '@/application/ports/session-events.port';
import type { Cart } from '@/domain/cart/cart';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';

function cartRepositoryAnswering(saved: CartSaved) {
  const carts: Cart[] = [];
  const repository: CartRepository = {
    load: async () => ({ ok: true, cart: { store: null, lines: [] } }),
    save: async (cart) => {
      carts.push(cart);
      return saved;
    },
  };
  return { repository, carts };
}

describe('BrowserSessionScopedData', () => {
  it('empties the cart in its repository', async () => {
    const { repository, carts } = cartRepositoryAnswering({ ok: true });
    await new BrowserSessionScopedData(
      repository,
      async () => undefined,
      () => undefined,
    ).clearCart();
    expect(carts).toEqual([{ store: null, lines: [] }]);
  });

  it('forgets the note written for the cart with it, so a cart refilled at the same store does not bring it back', async () => {
    const { repository, carts } = cartRepositoryAnswering({ ok: true });
    const events: string[] = [];
    await new BrowserSessionScopedData(
      repository,
      async () => undefined,
      () => events.push(`note forgotten with ${carts.length} carts saved`),
    ).clearCart();
    expect(events).toEqual(['note forgotten with 0 carts saved']);
    expect(carts).toEqual([{ store: null, lines: [] }]);
  });

  it('reports a storage failure, so ending the session reports it after clearing the rest', async () => {
    const { repository } = cartRepositoryAnswering({ ok: false, reason: 'STORAGE_FAILED' });
    await expect(
      new BrowserSessionScopedData(
        repository,
        async () => undefined,
        () => undefined,
      ).clearCart(),
    ).rejects.toThrow('IndexedDb Operation failed');
  });

  it('forgets the order lists with the function it was given', async () => {
    let forgotten = 0;
    const { repository } = cartRepositoryAnswering({ ok: true });
    await new BrowserSessionScopedData(
      repository,
      async () => {
        forgotten += 1;
      },
      () => undefined,
    ).clearOrderLists();
    expect(forgotten).toBe(1);
  });
});

describe('SessionEventHub', () => {
  it('tells every listener until it stops listening', () => {
    const hub = new SessionEventHub();
    const first: SessionEvent[] = [];
    const second: SessionEvent[] = [];
    const stopFirst = hub.subscribe((event) => first.push(event));
    hub.subscribe((event) => second.push(event));
    hub.publish({ type: 'EXPIRED', session: null });
    stopFirst();
    hub.publish({ type: 'EXPIRED', session: null });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
  });
});
