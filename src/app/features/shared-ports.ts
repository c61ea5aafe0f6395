import type { AuthGateway } from '@/application/ports/auth-gateway.port';
import type { CartChanges } from '@/application/ports/cart-changes.port';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Clock } from '@/application/ports/clock.port';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { InvoiceGateway } from '@/application/ports/invoice-gateway.port';
import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { VoucherGateway } from '@/application/ports/voucher-gateway.port';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { orderNoteDraftKey } from '@/infrastructure/checkout/order-note-draft-key';
import { SystemClock } from '@/infrastructure/clock/system-clock';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { HttpClient } from '@/infrastructure/http/http-client';
import { walletHeaders, type LanguageSource } from '@/infrastructure/http/request-headers';
import { sessionFailureReporter } from '@/infrastructure/http/session-failure-reporter';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import { browserStorage, type KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';
import { loadOnce } from '../load-once';
import { cartRepositoryOnFirstCall, orderHistoryOnFirstCall } from './on-first-call';
import { createSessionFeature, type SessionWiring } from './session.wiring';

/** An adapter whose code (and the contract it parses with) loads when a feature first needs it. */
export type Later<T> = () => Promise<T>;

/**
 * The ports more than one feature uses, one instance each, built by this module alone: the request layer (the
 * wallet service's clients, which renew an expired session), the session keeper and the session feature it
 * renews with, the cart's storage, the customer's orders and their live updates, and the order-placing gateways
 * the checkout and the payments share. Those the first screen needs are built at once, from plain values: the
 * first screen never downloads inversify (20 KB gzip; BENCHMARKS.md). Every other one loads with the first
 * feature that needs it, under its chunk's name.
 */
export interface SharedPorts {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly sessionStore: SessionStore;
  readonly deviceIdentity: DeviceIdentity;
  readonly walletV1: HttpClient;
  readonly walletV2: HttpClient;
  readonly authGateway: AuthGateway;
  readonly sessionScopedData: SessionScopedData;
  /** Built here, not in a binding of its own: every wallet request that finds the session expired renews it. */
  readonly session: SessionWiring;
  /** One adapter keeps the cart and tells of its changes, so a fallback to memory covers both. */
  readonly cartStorage: Later<CartRepository & CartChanges>;
  readonly orderHistory: Later<OrderHistory & OrderDetails>;
  /** The event stream joined by push messages: the order tracking and the card payment follow the same one. */
  readonly orderUpdates: Later<OrderUpdates>;
  readonly invoiceGateway: Later<InvoiceGateway>;
  readonly voucherGateway: Later<VoucherGateway>;
  readonly merchantNotifier: Later<MerchantNotifier>;
  /** The note being written at the cart summary: kept by the checkout, forgotten by a paid order. */
  readonly orderNoteDrafts: Later<OrderNoteDrafts>;
}

export interface SharedPortsOptions {
  /** The screens' language for the requests' Accept-Language; the page's own unless said (the server's drawing). */
  readonly language?: LanguageSource;
}

export function buildSharedPorts(config: StorefrontConfig, options: SharedPortsOptions = {}): SharedPorts {
  const storage = browserStorage();
  const clock = new SystemClock();
  const sessionStore = new LocalSessionStore(storage);
  const deviceIdentity = new BrowserDeviceIdentity(storage);
  // The session is built below; a request finds it only when it fails, long after this function has returned.
  let session: SessionWiring | null = null;
  // A wallet service client with the spec's headers; every failure is reported to the session renewal.
  const walletClient = (version: 'v1' | 'v2') =>
    new HttpClient({
      baseUrl: `${config.api.walletBaseUrl}/${version}`,
      headers: walletHeaders({
        apiKey: config.api.apiKey,
        coordinates: config.api.fixedCoordinates,
        deviceIdentity,
        sessionStore,
        ...(options.language ? { language: options.language } : {}),
      }),
      onFailure: sessionFailureReporter(
        () => {
          if (session === null) throw new Error('A request failed before the session feature was built');
          return session.renewExpiredSession;
        },
        () => globalThis.location?.pathname ?? '/',
      ),
    });
  const walletV1 = walletClient('v1');
  const walletV2 = walletClient('v2');
  // Neither dexie nor the cart's adapter is needed for the first screen. The database opens on the adapter's
  // first call; when it cannot, the adapter keeps the cart in memory.
  const cartStorage = loadOnce(async () => {
    const [{ DexieCartRepository }, { CartDatabase }] = await Promise.all([
      import(/* webpackChunkName: "cart-database" */ '@/infrastructure/cart/dexie-cart-repository'),
      import(/* webpackChunkName: "cart-database" */ '@/infrastructure/storage/cart-database'),
    ]);
    return new DexieCartRepository(async () => new CartDatabase());
  });
  // The sign-in goes through a wallet client of its own, as the session renewal needs.
  const authGateway = new HttpAuthGateway(walletClient('v1'), walletV2);
  const sessionScopedData = new BrowserSessionScopedData(
    cartRepositoryOnFirstCall(cartStorage),
    // The order lists live only in the screens' state, which resets on the session slice's actions.
    async () => undefined,
    () => storage.removeItem(orderNoteDraftKey),
  );
  session = createSessionFeature({
    authGateway,
    sessionStore,
    deviceIdentity,
    sessionScopedData,
    sessionEvents: new SessionEventHub(),
    clock,
  });
  const orderHistory = loadOnce(async () => {
    const { HttpOrderHistory } = await import(
      /* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-history'
    );
    return new HttpOrderHistory(walletV1, walletV2);
  });
  const orderUpdates = loadOnce(async () => {
    const [{ createLiveOrderUpdates }, pushMessages] = await Promise.all([
      import(/* webpackChunkName: "realtime" */ './live-order-updates'),
      // Pushes come through the app's service worker (push.wiring.ts registers it); a browser without service
      // workers can get none, and the push code is not fetched at all. One that cannot load means no pushes,
      // quietly: the event stream still runs.
      globalThis.navigator?.serviceWorker
        ? import(/* webpackChunkName: "push" */ './push.wiring').then(
            (module) => module.browserPush(config, walletV1, storage).pushMessages,
            () => null,
          )
        : null,
    ]);
    return createLiveOrderUpdates({
      streamUrl: {
        walletBaseUrl: config.api.walletBaseUrl,
        sessionStore,
        deviceIdentity,
        transportMode: config.transportMode,
      },
      pushMessages,
      orderHistory: orderHistoryOnFirstCall(orderHistory),
    });
  });
  return {
    storage,
    clock,
    sessionStore,
    deviceIdentity,
    walletV1,
    walletV2,
    authGateway,
    sessionScopedData,
    session,
    cartStorage,
    orderHistory,
    orderUpdates,
    // The order-placing gateways and the note's keeper load with the checkout's chunk, whichever feature asks first.
    invoiceGateway: loadOnce(async () => {
      const { HttpInvoiceGateway } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-invoice-gateway'
      );
      return new HttpInvoiceGateway(walletV1);
    }),
    voucherGateway: loadOnce(async () => {
      const { HttpVoucherGateway } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-voucher-gateway'
      );
      return new HttpVoucherGateway(walletV1);
    }),
    merchantNotifier: loadOnce(async () => {
      const { HttpMerchantNotifier } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-merchant-notifier'
      );
      return new HttpMerchantNotifier(walletV1);
    }),
    orderNoteDrafts: loadOnce(async () => {
      const { LocalOrderNoteDrafts } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/checkout/local-order-note-drafts'
      );
      return new LocalOrderNoteDrafts(storage);
    }),
  };
}
