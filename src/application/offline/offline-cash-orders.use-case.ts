import type { AppError } from '../errors/app-error';
import { isNetworkFailure, isPassingFailure } from '../errors/network-failure';
import type { Clock } from '../ports/clock.port';
import type { CustomerNotifications } from '../ports/customer-notifications.port';
import type { IdempotencyKeys } from '../ports/idempotency-keys.port';
import type { NetworkState } from '../ports/network-state.port';
import type { QueuedCashOrder, QueuedCashOrders } from '../ports/queued-cash-orders.port';
import type { SessionStore } from '../ports/session-store.port';
import type { PayCash, PayCashOutcome, PayCashRequest } from '../payments/pay-cash.use-case';

/** The order is kept in the browser and goes when the network returns; the cart stays as it is until then. */
export interface WaitingForNetwork {
  readonly ok: false;
  readonly reason: 'WAITING_FOR_NETWORK';
  readonly order: QueuedCashOrder;
}

export type PlaceCashOrderOutcome = PayCashOutcome | WaitingForNetwork;

/** What became of one waiting order when it was sent. */
export type SentOrderOutcome =
  /** Placed: the cart was emptied as after any order, and `path` is its confirmation page. */
  | { readonly kind: 'PLACED'; readonly order: QueuedCashOrder; readonly path: string }
  /**
   * The server would not place it (sold out, price or hours changed, closed…): it waits no more, and the cart is
   * kept so the customer can change it and order again. `refusal` is the server's answer.
   */
  | {
      readonly kind: 'REFUSED';
      readonly order: QueuedCashOrder;
      readonly refusal: Exclude<PayCashOutcome, { readonly ok: true }> | AppError;
    };

export interface OfflineCashOrders {
  /**
   * The customer confirmed a cash order. It gets its idempotency key now, once. With the network it is placed at
   * once (the answer is PayCash's); without it, or when the request fails for the network (not for a refusal), it
   * is kept with its key and waits. While one order waits, confirming again keeps no second one.
   * @throws AppError when the server fails otherwise.
   */
  place(request: PayCashRequest): Promise<PlaceCashOrderOutcome>;
  /** The order waiting for the network, the oldest when there are several; null when none. */
  waiting(): Promise<QueuedCashOrder | null>;
  /**
   * Sends every waiting order with its own key (at the app's start and when the network returns). One still
   * without an answer keeps waiting; the outcomes are those of the orders that got one. Calls made while a
   * sending is under way share it.
   */
  sendWaiting(): Promise<readonly SentOrderOutcome[]>;
  /** Sends the waiting orders each time the network returns and tells `onSent` what became of them. */
  sendOnReconnect(onSent: (outcomes: readonly SentOrderOutcome[]) => void): () => void;
  /** Tells the customer through the device's notifications, when they allowed them (a refusal, say). */
  notify(title: string, body: string): Promise<void>;
}

/**
 * Issue 29, part 3: a cash order made offline is sent once. The order waits in the browser with the idempotency
 * key made when the customer confirmed it; sent again, by a retry or by a second tab, the server answers that key
 * with the invoice it made first and places it once. Stock, prices and the store's hours are the server's to judge
 * when it arrives.
 */
export function createOfflineCashOrders(deps: {
  payCash: PayCash;
  queuedOrders: QueuedCashOrders;
  network: NetworkState;
  keys: IdempotencyKeys;
  clock: Clock;
  notifications: CustomerNotifications;
  sessionStore: SessionStore;
}): OfflineCashOrders {
  const { payCash, queuedOrders, network } = deps;
  let sending: Promise<readonly SentOrderOutcome[]> | null = null;

  const oldestWaiting = async () => (await queuedOrders.all())[0] ?? null;
  const signedInUser = async () => (await deps.sessionStore.load())?.user.queryId ?? null;

  async function keep(request: PayCashRequest, idempotencyKey: string): Promise<WaitingForNetwork> {
    const order: QueuedCashOrder = {
      idempotencyKey,
      cart: request.cart,
      tip: request.tip,
      voucherCode: request.voucherCode,
      note: request.note,
      tradeTypeId: request.tradeTypeId,
      userQueryId: await signedInUser(),
      queuedAt: deps.clock.now(),
    };
    await queuedOrders.add(order);
    return { ok: false, reason: 'WAITING_FOR_NETWORK', order };
  }

  /** One order sent with its key: what became of it, or why it was not (no answer yet; another user's). */
  async function send(order: QueuedCashOrder): Promise<SentOrderOutcome | 'NO_ANSWER' | 'NOT_THIS_USERS'> {
    if ((await signedInUser()) !== order.userQueryId) {
      await queuedOrders.remove(order.idempotencyKey);
      return 'NOT_THIS_USERS';
    }
    let outcome: PayCashOutcome;
    try {
      outcome = await payCash({
        cart: order.cart,
        tip: order.tip,
        voucherCode: order.voucherCode,
        note: order.note,
        tradeTypeId: order.tradeTypeId,
        idempotencyKey: order.idempotencyKey,
      });
    } catch (error) {
      if (isPassingFailure(error)) return 'NO_ANSWER';
      await queuedOrders.remove(order.idempotencyKey);
      return { kind: 'REFUSED', order, refusal: error as AppError };
    }
    await queuedOrders.remove(order.idempotencyKey);
    return outcome.ok ? { kind: 'PLACED', order, path: outcome.path } : { kind: 'REFUSED', order, refusal: outcome };
  }

  async function sendAll(): Promise<readonly SentOrderOutcome[]> {
    const outcomes: SentOrderOutcome[] = [];
    for (const order of await queuedOrders.all()) {
      if (!network.isOnline()) break;
      const outcome = await send(order);
      // Still no answer: the orders after it would meet the same network.
      if (outcome === 'NO_ANSWER') break;
      // Its session ended, and with it the cart it was made of: it is forgotten, not told to someone else.
      if (outcome !== 'NOT_THIS_USERS') outcomes.push(outcome);
    }
    return outcomes;
  }

  const sendWaiting = () => {
    sending ??= sendAll().finally(() => {
      sending = null;
    });
    return sending;
  };

  return {
    async place(request) {
      // An empty cart is no order to keep: PayCash says so without the network.
      if (request.cart.lines.length === 0) return payCash(request);
      const alreadyWaiting = await oldestWaiting();
      if (alreadyWaiting !== null) return { ok: false, reason: 'WAITING_FOR_NETWORK', order: alreadyWaiting };
      const idempotencyKey = deps.keys.next();
      if (!network.isOnline()) return keep(request, idempotencyKey);
      try {
        return await payCash({ ...request, idempotencyKey });
      } catch (error) {
        if (isNetworkFailure(error)) return keep(request, idempotencyKey);
        throw error;
      }
    },
    waiting: oldestWaiting,
    sendWaiting,
    sendOnReconnect(onSent) {
      return network.onOnline(() => {
        sendWaiting().then(
          (outcomes) => {
            if (outcomes.length > 0) onSent(outcomes);
          },
          // The queue's storage failed: the orders wait for the next start.
          () => undefined,
        );
      });
    },
    notify: (title, body) => deps.notifications.show(title, body).catch(() => undefined),
  };
}
