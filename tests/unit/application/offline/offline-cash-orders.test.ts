import { createOfflineCashOrders, type SentOrderOutcome } from '@/application/offline/offline-cash-orders.use-case';
import { createPayCash, type PayCashRequest } from '@/application/payments/pay-cash.use-case';
import { cartLineFor, cartStoreOf } from '@/domain/cart/cart-line-for-product';
import { cartOf } from '@/domain/cart/cart-changes';
import { emptyCart } from '@/domain/cart/cart';
import type { Session } from '@/domain/session/session';
import { noSelection } from '@/domain/cart/selection';
import { aProduct } from '../../../support/cart-fixtures';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryCartRepository } from '../../../support/fakes/in-memory-cart-repository';
import { InMemoryInvoiceGateway } from '../../../support/fakes/in-memory-invoice-gateway';
import { InMemoryOrderNoteDrafts } from '../../../support/fakes/in-memory-order-note-drafts';
import { InMemoryQueuedCashOrders } from '../../../support/fakes/in-memory-queued-cash-orders';
import { InMemorySessionStore } from '../../../support/fakes/in-memory-session-store';
import { InMemoryVoucherGateway } from '../../../support/fakes/in-memory-voucher-gateway';
import { ManualNetworkState } from '../../../support/fakes/manual-network-state';
import { RecordingCustomerNotifications } from '../../../support/fakes/recording-customer-notifications';
import { RecordingMerchantNotifier } from '../../../support/fakes/recording-merchant-notifier';
import { SequentialIdempotencyKeys } from '../../../support/fakes/sequential-idempotency-keys';

const soup = aProduct();
const cart = cartOf(cartStoreOf(soup.store), [cartLineFor(soup, noSelection, 2)]);
const request: PayCashRequest = { cart, tip: 0, voucherCode: null, note: 'No onions', tradeTypeId: 4 };
const confirmedAt = Date.parse('2026-11-30T10:00:00Z');
const networkGone = { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 } as const;
/** The guest session the shop signs in with; its user has no cash channel, so nothing is re-submitted. */
const guest: Session = {
  token: 'token-guest',
  kind: 'anonymous',
  startedAt: 0,
  user: { queryId: 'usr-guest', status: 'active', fullName: '', mobileNumber: '', industryTypes: [], channels: [] },
};

/** One browser: its cart, its queue and its network; `tab()` is one more tab of it, on the same server. */
function browser(online = true) {
  const vouchers = new InMemoryVoucherGateway();
  const invoices = new InMemoryInvoiceGateway(vouchers);
  const cartRepository = new InMemoryCartRepository(cart);
  const queuedOrders = new InMemoryQueuedCashOrders();
  const network = new ManualNetworkState(online);
  const keys = new SequentialIdempotencyKeys();
  const notifications = new RecordingCustomerNotifications();
  const sessionStore = new InMemorySessionStore(guest);
  const tab = () =>
    createOfflineCashOrders({
      payCash: createPayCash({
        invoiceGateway: invoices,
        voucherGateway: vouchers,
        cartRepository,
        merchantNotifier: new RecordingMerchantNotifier(),
        sessionStore,
        orderNoteDrafts: new InMemoryOrderNoteDrafts(),
      }),
      queuedOrders,
      network,
      keys,
      clock: new FixedClock(confirmedAt),
      notifications,
      sessionStore,
    });
  return { invoices, cartRepository, queuedOrders, network, keys, notifications, sessionStore, orders: tab(), tab };
}

/** Lets the sending the network's return started run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a cash order made offline', () => {
  it('is kept with a key made once, when the customer confirms, and the cart stays as it is', async () => {
    const { orders, queuedOrders, invoices, cartRepository, keys } = browser(false);

    const outcome = await orders.place(request);

    expect(outcome).toMatchObject({ ok: false, reason: 'WAITING_FOR_NETWORK' });
    expect(queuedOrders.waiting).toEqual([
      {
        idempotencyKey: 'order-key-1',
        cart,
        tip: 0,
        voucherCode: null,
        note: 'No onions',
        tradeTypeId: 4,
        userQueryId: 'usr-guest',
        queuedAt: confirmedAt,
      },
    ]);
    expect(keys.count).toBe(1);
    expect(invoices.drafts).toEqual([]);
    expect(cartRepository.cart).toEqual(cart);
    await expect(orders.waiting()).resolves.toMatchObject({ idempotencyKey: 'order-key-1' });
  });

  it('is kept too when the browser thinks it is online but the request fails for the network', async () => {
    const { orders, queuedOrders, invoices } = browser(true);
    invoices.createFailure = networkGone;

    await expect(orders.place(request)).resolves.toMatchObject({ reason: 'WAITING_FOR_NETWORK' });

    expect(invoices.idempotencyKeys).toEqual(['order-key-1']);
    expect(queuedOrders.waiting.map((order) => order.idempotencyKey)).toEqual(['order-key-1']);
  });

  it('is not kept when the server refuses it: the refusal is the answer, as online', async () => {
    const { orders, queuedOrders, invoices } = browser(true);
    invoices.createRefusal = { ok: false, reason: 'REFUSED', message: 'The store is closed' };

    await expect(orders.place(request)).resolves.toEqual(invoices.createRefusal);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('is placed at once, with its key, when the network is there', async () => {
    const { orders, queuedOrders, invoices, cartRepository } = browser(true);

    await expect(orders.place(request)).resolves.toMatchObject({
      ok: true,
      path: '/checkout/payment-success/inv-1?trade_type_id=4',
    });

    expect(invoices.idempotencyKeys).toEqual(['order-key-1']);
    expect(queuedOrders.waiting).toEqual([]);
    expect(cartRepository.cart).toEqual(emptyCart);
  });

  it('is kept once however often the customer confirms while it waits', async () => {
    const { orders, queuedOrders, keys } = browser(false);

    await orders.place(request);
    const again = await orders.place(request);

    expect(again).toMatchObject({ reason: 'WAITING_FOR_NETWORK', order: { idempotencyKey: 'order-key-1' } });
    expect(queuedOrders.waiting).toHaveLength(1);
    expect(keys.count).toBe(1);
  });

  it('is sent with the same key when the network returns, placed, and the cart empties', async () => {
    const { orders, network, invoices, queuedOrders, cartRepository } = browser(false);
    const sent: Array<readonly SentOrderOutcome[]> = [];
    orders.sendOnReconnect((outcomes) => sent.push(outcomes));
    await orders.place(request);

    network.goOnline();
    await settle();

    expect(invoices.idempotencyKeys).toEqual(['order-key-1']);
    expect(invoices.placed).toEqual(new Set(['inv-1']));
    expect(sent).toEqual([
      [
        expect.objectContaining({
          kind: 'PLACED',
          path: '/checkout/payment-success/inv-1?trade_type_id=4',
          order: expect.objectContaining({ idempotencyKey: 'order-key-1' }),
        }),
      ],
    ]);
    expect(queuedOrders.waiting).toEqual([]);
    expect(cartRepository.cart).toEqual(emptyCart);
  });

  it('is sent at the next start by whichever tab sends it, with the key it was kept with', async () => {
    const first = browser(false);
    await first.orders.place(request);
    first.network.goOnline();

    const outcomes = await first.tab().sendWaiting();

    expect(outcomes).toEqual([expect.objectContaining({ kind: 'PLACED' })]);
    expect(first.invoices.idempotencyKeys).toEqual(['order-key-1']);
  });

  it('sent twice (two tabs at once) carries one key both times, so the server makes one invoice', async () => {
    const { orders, tab, network, invoices } = browser(false);
    await orders.place(request);
    network.goOnline();

    await Promise.all([orders.sendWaiting(), tab().sendWaiting()]);

    expect(invoices.idempotencyKeys).toEqual(['order-key-1', 'order-key-1']);
    expect(invoices.drafts).toHaveLength(1);
    expect(invoices.placed).toEqual(new Set(['inv-1']));
  });

  it('waits on while the network is still gone or the answer does not come, with the same key', async () => {
    const { orders, network, invoices, queuedOrders } = browser(false);
    await orders.place(request);

    await expect(orders.sendWaiting()).resolves.toEqual([]);
    expect(invoices.idempotencyKeys).toEqual([]);

    network.goOnline();
    invoices.createFailure = networkGone;
    await expect(orders.sendWaiting()).resolves.toEqual([]);
    invoices.createFailure = { code: 'SERVER_ERROR', message: 'Try again', status: 503 };
    await expect(orders.sendWaiting()).resolves.toEqual([]);
    invoices.createFailure = { code: 'BAD_REQUEST', message: 'Still being made', status: 409 };
    await expect(orders.sendWaiting()).resolves.toEqual([]);
    expect(queuedOrders.waiting).toHaveLength(1);

    invoices.createFailure = null;
    await expect(orders.sendWaiting()).resolves.toEqual([expect.objectContaining({ kind: 'PLACED' })]);
    expect(new Set(invoices.idempotencyKeys)).toEqual(new Set(['order-key-1']));
  });

  it('refused when it arrives (sold out, closed…): the server’s words, the cart kept, and it waits no more', async () => {
    const { orders, network, invoices, queuedOrders, cartRepository } = browser(false);
    await orders.place(request);
    network.goOnline();
    invoices.createRefusal = { ok: false, reason: 'REFUSED', message: 'The store has closed for today' };

    const outcomes = await orders.sendWaiting();

    expect(outcomes).toEqual([
      expect.objectContaining({
        kind: 'REFUSED',
        refusal: { ok: false, reason: 'REFUSED', message: 'The store has closed for today' },
      }),
    ]);
    expect(cartRepository.cart).toEqual(cart);
    expect(queuedOrders.waiting).toEqual([]);
    expect(invoices.placed).toEqual(new Set());
  });

  it('refused by another client error (an expired session): the error, the cart kept, and it waits no more', async () => {
    const { orders, network, invoices, queuedOrders, cartRepository } = browser(false);
    await orders.place(request);
    network.goOnline();
    invoices.createFailure = { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };

    await expect(orders.sendWaiting()).resolves.toEqual([
      expect.objectContaining({ kind: 'REFUSED', refusal: invoices.createFailure }),
    ]);
    expect(cartRepository.cart).toEqual(cart);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('is forgotten, not sent, once the session it was made in has ended (a sign-out empties the cart too)', async () => {
    const { orders, network, invoices, queuedOrders, sessionStore } = browser(false);
    await orders.place(request);
    await sessionStore.save({ ...guest, token: 'token-next', user: { ...guest.user, queryId: 'usr-next' } });
    network.goOnline();

    await expect(orders.sendWaiting()).resolves.toEqual([]);
    expect(invoices.idempotencyKeys).toEqual([]);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('answers a server error at once when online: the customer sees it and nothing is kept to send later', async () => {
    const { orders, queuedOrders, invoices } = browser(true);
    invoices.createFailure = { code: 'SERVER_ERROR', message: 'Try again', status: 503 };

    await expect(orders.place(request)).rejects.toEqual(invoices.createFailure);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('never tells the customer an order is placed while an earlier one still waits for the network', async () => {
    const { orders } = browser(false);
    const first = await orders.place(request);

    await expect(orders.place(request)).resolves.toEqual(first);
    expect(first).toEqual({ ok: false, reason: 'WAITING_FOR_NETWORK', order: expect.anything() });
  });

  it.each([
    ['offline', false],
    ['online', true],
  ])('keeps no empty cart %s: the answer is that the cart is empty', async (_case, online) => {
    const { orders, queuedOrders, keys } = browser(online);

    await expect(orders.place({ ...request, cart: emptyCart })).resolves.toMatchObject({ reason: 'EMPTY_CART' });
    expect(queuedOrders.waiting).toEqual([]);
    expect(keys.count).toBe(0);
  });

  it('answers an empty cart as empty even while another order waits', async () => {
    const { orders } = browser(false);
    await orders.place(request);

    await expect(orders.place({ ...request, cart: emptyCart })).resolves.toMatchObject({ reason: 'EMPTY_CART' });
  });

  it('is forgotten, not sent, once its customer has signed out and no session is kept', async () => {
    const { orders, network, invoices, queuedOrders, sessionStore } = browser(false);
    await orders.place(request);
    await sessionStore.clear();
    network.goOnline();

    await expect(orders.sendWaiting()).resolves.toEqual([]);
    expect(invoices.idempotencyKeys).toEqual([]);
    expect(queuedOrders.waiting).toEqual([]);
  });

  it('tells the customer nothing when the network returns and no order was waiting', async () => {
    const { orders, network } = browser(false);
    const sent: Array<readonly SentOrderOutcome[]> = [];
    orders.sendOnReconnect((outcomes) => sent.push(outcomes));

    network.goOnline();
    await settle();

    expect(sent).toEqual([]);
  });

  it('stops listening for the network when asked', async () => {
    const { orders, network } = browser(false);
    const stop = orders.sendOnReconnect(() => undefined);
    expect(network.listening).toBe(1);
    stop();
    expect(network.listening).toBe(0);
  });

  it('tells the customer through the device’s notifications', async () => {
    const { orders, notifications } = browser();
    await orders.notify('Your order was not placed', 'The store has closed for today');
    expect(notifications.shown).toEqual([
      { title: 'Your order was not placed', body: 'The store has closed for today' },
    ]);
  });
});
