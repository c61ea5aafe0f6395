import type { LanguageSource } from '@/infrastructure/http/request-headers';
import { Container } from 'inversify';
import type { AuthGateway } from '@/application/ports/auth-gateway.port';
import type { CartChanges } from '@/application/ports/cart-changes.port';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Clock } from '@/application/ports/clock.port';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { InvoiceGateway } from '@/application/ports/invoice-gateway.port';
import type { MerchantNotifier } from '@/application/ports/merchant-notifier.port';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { VoucherGateway } from '@/application/ports/voucher-gateway.port';
import { featureTokens, resolverOver, type DependencyResolver, type Token } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { SystemClock } from '@/infrastructure/clock/system-clock';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { HttpClient } from '@/infrastructure/http/http-client';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import { browserStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { createCatalogueFeature } from './features/catalogue.wiring';
import { createSessionFeature, type SessionWiring } from './features/session.wiring';
import { loadOnce } from './load-once';
import {
  cartRepositoryOnFirstCall,
  catalogSearchOnFirstCall,
  orderHistoryOnFirstCall,
  productCatalogOnFirstCall,
} from './on-first-call';
import { bindRequestLayer, requestLayerKeys, walletClient } from './request-layer';

/** An adapter whose code (and the contract it parses with) loads when a feature first needs it. */
type Later<T> = () => Promise<T>;

function key<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/**
 * The ports more than one feature uses, one instance each. The first screen's are plain values; the others
 * load with the first feature that needs them, and keep their chunk's name.
 */
const shared = {
  clock: key<Clock>('Clock'),
  sessionStore: key<SessionStore>('SessionStore'),
  deviceIdentity: key<DeviceIdentity>('DeviceIdentity'),
  authGateway: key<AuthGateway>('AuthGateway'),
  sessionScopedData: key<SessionScopedData>('SessionScopedData'),
  session: key<SessionWiring>('Session'),
  /** One adapter keeps the cart and tells of its changes, so a fallback to memory covers both. */
  cartStorage: key<Later<CartRepository & CartChanges>>('CartStorage'),
  invoiceGateway: key<Later<InvoiceGateway>>('InvoiceGateway'),
  voucherGateway: key<Later<VoucherGateway>>('VoucherGateway'),
  merchantNotifier: key<Later<MerchantNotifier>>('MerchantNotifier'),
  orderHistory: key<Later<OrderHistory & OrderDetails>>('OrderHistory'),
  /** The event stream joined by push messages: the order tracking and the card payment follow the same one. */
  orderUpdates: key<Later<OrderUpdates>>('OrderUpdates'),
} as const;

/** The receipt is dated in the stores' zone; the configuration names none yet. */
const receiptTimeZone = 'Europe/Helsinki';

/**
 * The one place that knows which adapter serves which port, and which ports each feature is built from.
 * A feature is built by its wiring module (./features/<feature>.wiring.ts), loaded through one dynamic import
 * named after the feature, so a screen brings only its own code; the store listing's features (catalogue,
 * session) are part of the first download.
 */
export interface ContainerOptions {
  /** The screens' language for the requests' Accept-Language; the page's own unless said. */
  readonly language?: LanguageSource;
}

export function buildContainer(config: StorefrontConfig, options: ContainerOptions = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // A function declaration, not a generic arrow: the reachability check reads .ts files as TSX, where
  // `<T>(…) =>` would parse as an element.
  function get<T>(token: Token<T>): T {
    return container.get<T>(token);
  }
  const storage = browserStorage();
  const requestLayer = {
    deviceIdentity: () => get(shared.deviceIdentity),
    sessionStore: () => get(shared.sessionStore),
    renewExpiredSession: () => get(shared.session).renewExpiredSession,
    ...(options.language ? { language: options.language } : {}),
  };
  bindRequestLayer(container, config, requestLayer);
  const wallet = () => get<HttpClient>(requestLayerKeys.walletV1);
  const walletV2 = () => get<HttpClient>(requestLayerKeys.walletV2);

  container.bind(shared.clock).toDynamicValue(() => new SystemClock());
  container.bind(shared.sessionStore).toDynamicValue(() => new LocalSessionStore(storage));
  container.bind(shared.deviceIdentity).toDynamicValue(() => new BrowserDeviceIdentity(storage));
  container.bind(shared.cartStorage).toConstantValue(
    // Neither dexie nor the cart's adapter is needed for the first screen. The database opens on the
    // adapter's first call; when it cannot, the adapter keeps the cart in memory.
    loadOnce(async () => {
      const [{ DexieCartRepository }, { CartDatabase }] = await Promise.all([
        import(/* webpackChunkName: "cart-database" */ '@/infrastructure/cart/dexie-cart-repository'),
        import(/* webpackChunkName: "cart-database" */ '@/infrastructure/storage/cart-database'),
      ]);
      return new DexieCartRepository(async () => new CartDatabase());
    }),
  );
  container.bind(shared.invoiceGateway).toDynamicValue(() =>
    loadOnce(async () => {
      const { HttpInvoiceGateway } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-invoice-gateway'
      );
      return new HttpInvoiceGateway(wallet());
    }),
  );
  container.bind(shared.voucherGateway).toDynamicValue(() =>
    loadOnce(async () => {
      const { HttpVoucherGateway } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-voucher-gateway'
      );
      return new HttpVoucherGateway(wallet());
    }),
  );
  container.bind(shared.merchantNotifier).toDynamicValue(() =>
    loadOnce(async () => {
      const { HttpMerchantNotifier } = await import(
        /* webpackChunkName: "checkout" */ '@/infrastructure/api/http-merchant-notifier'
      );
      return new HttpMerchantNotifier(wallet());
    }),
  );
  container.bind(shared.orderHistory).toDynamicValue(() =>
    loadOnce(async () => {
      const { HttpOrderHistory } = await import(
        /* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-history'
      );
      return new HttpOrderHistory(wallet(), walletV2());
    }),
  );
  container.bind(shared.orderUpdates).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createLiveOrderUpdates }, pushMessages] = await Promise.all([
        import(/* webpackChunkName: "realtime" */ './live-order-updates'),
        // A push adapter that cannot load means no pushes, quietly: the event stream still runs.
        import(/* webpackChunkName: "push" */ '@/infrastructure/push/browser-push-messages').then(
          (module) =>
            new module.BrowserPushMessages({
              storage,
              publicKey: config.pushPublicKey,
              serviceWorker: module.browserServiceWorker(),
            }),
          () => null,
        ),
      ]);
      return createLiveOrderUpdates({
        streamUrl: {
          walletBaseUrl: config.api.walletBaseUrl,
          sessionStore: get(shared.sessionStore),
          deviceIdentity: get(shared.deviceIdentity),
          transportMode: config.transportMode,
        },
        pushMessages,
        orderHistory: orderHistoryOnFirstCall(get(shared.orderHistory)),
      });
    }),
  );

  container
    .bind(shared.authGateway)
    // The sign-in goes through a wallet client of its own, as the session renewal needs.
    .toDynamicValue(() => new HttpAuthGateway(walletClient(config, requestLayer, 'v1'), walletV2()));
  container.bind(shared.sessionScopedData).toDynamicValue(
    () =>
      new BrowserSessionScopedData(
        cartRepositoryOnFirstCall(get(shared.cartStorage)),
        // The order lists live only in the screens' state, which resets on the session slice's actions.
        async () => undefined,
      ),
  );

  // The first screen's features: part of the first download.
  container.bind(shared.session).toDynamicValue(() =>
    createSessionFeature({
      authGateway: get(shared.authGateway),
      sessionStore: get(shared.sessionStore),
      deviceIdentity: get(shared.deviceIdentity),
      sessionScopedData: get(shared.sessionScopedData),
      sessionEvents: new SessionEventHub(),
      clock: get(shared.clock),
    }),
  );
  container.bind(featureTokens.session).toDynamicValue(() => loadOnce(async () => get(shared.session)));
  container.bind(featureTokens.catalogue).toDynamicValue(() => {
    const feature = createCatalogueFeature({
      storeCatalog: new HttpStoreCatalog(wallet()),
      // The store search and the menus load with the first search or store, not with the first screen.
      catalogSearch: catalogSearchOnFirstCall(
        loadOnce(async () => {
          const { HttpCatalogSearch } = await import(
            /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-catalog-search'
          );
          return new HttpCatalogSearch(wallet());
        }),
      ),
      productCatalog: productCatalogOnFirstCall(
        loadOnce(async () => {
          const { HttpProductCatalog } = await import(
            /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-product-catalog'
          );
          return new HttpProductCatalog(wallet());
        }),
      ),
    });
    return loadOnce(async () => feature);
  });
  // The version check runs once the first screen is in: its wiring and adapters come with its screen part's chunk.
  container.bind(featureTokens.version).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createVersionFeature }, { HttpVersionSource }, { LocalStoredVersion }, { BrowserPageReloader }] =
        await Promise.all([
          import(/* webpackChunkName: "version-check" */ './features/version.wiring'),
          import(/* webpackChunkName: "version-check" */ '@/infrastructure/version/http-version-source'),
          import(/* webpackChunkName: "version-check" */ '@/infrastructure/version/local-stored-version'),
          import(/* webpackChunkName: "version-check" */ '@/infrastructure/version/browser-page-reloader'),
        ]);
      return createVersionFeature({
        // meta.json sits beside index.html, at the app's own origin, not under an API base.
        versionSource: new HttpVersionSource(new HttpClient({ baseUrl: '' })),
        // Read on every use: touching localStorage can itself throw (blocked cookies), which counts as a first visit.
        storedVersion: new LocalStoredVersion(() => globalThis.localStorage),
        pageReloader: new BrowserPageReloader(),
        clock: get(shared.clock),
      });
    }),
  );

  // Every other feature: its wiring and its own adapters load as one chunk on its first use.
  container.bind(featureTokens.cart).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createCartFeature }, cartRepository] = await Promise.all([
        import(/* webpackChunkName: "cart" */ './features/cart.wiring'),
        get(shared.cartStorage)(),
      ]);
      return createCartFeature({ cartRepository });
    }),
  );
  container.bind(featureTokens.checkout).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createCheckoutFeature }, invoiceGateway, voucherGateway, merchantNotifier, cartRepository] =
        await Promise.all([
          import(/* webpackChunkName: "checkout" */ './features/checkout.wiring'),
          get(shared.invoiceGateway)(),
          get(shared.voucherGateway)(),
          get(shared.merchantNotifier)(),
          get(shared.cartStorage)(),
        ]);
      return createCheckoutFeature({
        invoiceGateway,
        voucherGateway,
        merchantNotifier,
        cartRepository,
        currencySymbol: config.currencySymbol,
      });
    }),
  );
  container.bind(featureTokens.payments).toDynamicValue(() =>
    loadOnce(async () => {
      const [
        { createPaymentsFeature },
        { HttpPaymentProviders },
        { HistoryPageNavigation },
        { HttpDeviceRegistration },
        ...ports
      ] = await Promise.all([
        import(/* webpackChunkName: "payments" */ './features/payments.wiring'),
        import(/* webpackChunkName: "payments" */ '@/infrastructure/api/http-payment-providers'),
        import(/* webpackChunkName: "payments" */ '@/infrastructure/navigation/history-page-navigation'),
        import(/* webpackChunkName: "push" */ '@/infrastructure/push/http-device-registration'),
        get(shared.invoiceGateway)(),
        get(shared.voucherGateway)(),
        get(shared.merchantNotifier)(),
        get(shared.cartStorage)(),
        get(shared.orderUpdates)(),
      ] as const);
      const [invoiceGateway, voucherGateway, merchantNotifier, cartRepository, orderUpdates] = ports;
      // Read in the browser. The reference server serves the app, the API and the bank's sandbox; a relative
      // API base is the app's own origin.
      const appOrigin = window.location.origin;
      return createPaymentsFeature({
        invoiceGateway,
        voucherGateway,
        merchantNotifier,
        cartRepository,
        orderUpdates,
        cardPayments: new HttpPaymentProviders(wallet(), new URL(config.api.walletBaseUrl, appOrigin).origin),
        sessionStore: get(shared.sessionStore),
        deviceRegistration: new HttpDeviceRegistration(wallet(), get(shared.deviceIdentity)),
        navigation: new HistoryPageNavigation(),
        appOrigin,
      });
    }),
  );
  container.bind(featureTokens.orders).toDynamicValue(() =>
    loadOnce(async () => {
      const [
        { createOrdersFeature },
        { HttpOrderProducts },
        { HttpOrderReceiptMailer },
        { HttpOrderReceiptFile },
        { IntervalTicker },
        orderHistory,
      ] = await Promise.all([
        import(/* webpackChunkName: "orders" */ './features/orders.wiring'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-products'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-receipt-mailer'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-receipt-file'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/realtime/interval-ticker'),
        get(shared.orderHistory)(),
      ]);
      return createOrdersFeature({
        orderHistory,
        orderDetails: orderHistory,
        orderProducts: new HttpOrderProducts(wallet()),
        receiptMailer: new HttpOrderReceiptMailer(wallet()),
        receiptFile: new HttpOrderReceiptFile(wallet()),
        // Only "order again" writes the cart: the cart's storage (dexie, 31 KB gzip) loads with the first re-order,
        // not with every order screen.
        cartRepository: cartRepositoryOnFirstCall(get(shared.cartStorage)),
        clock: get(shared.clock),
        ticker: new IntervalTicker(),
        receiptTimeZone,
      });
    }),
  );
  container.bind(featureTokens.realtime).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createRealtimeFeature }, orderUpdates] = await Promise.all([
        import(/* webpackChunkName: "realtime" */ './features/realtime.wiring'),
        get(shared.orderUpdates)(),
      ]);
      return createRealtimeFeature({ orderHistory: orderHistoryOnFirstCall(get(shared.orderHistory)), orderUpdates });
    }),
  );
  container.bind(featureTokens.addresses).toDynamicValue(() =>
    loadOnce(async () => {
      // Read right after the first screen (to restore the selected address); the address dialogs and the
      // form library are a chunk of their own, fetched when the customer opens them.
      const [{ createAddressesFeature }, { HttpAddressBook }, lookup] = await Promise.all([
        import(/* webpackChunkName: "address-book" */ './features/addresses.wiring'),
        import(/* webpackChunkName: "address-book" */ '@/infrastructure/api/http-address-book'),
        import(/* webpackChunkName: "address-book" */ '@/infrastructure/geo/google-address-lookup'),
      ]);
      return createAddressesFeature({
        addressBook: new HttpAddressBook(wallet()),
        // Google is used only when the configuration names a maps key.
        addressLookup: config.mapsApiKey ? new lookup.GoogleAddressLookup() : new lookup.NoAddressLookup(),
      });
    }),
  );
  const mapsApiKey = config.mapsApiKey;
  container.bind(interactiveMapToken).toConstantValue(
    // Google's map is a chunk of its own, fetched when a map is first shown.
    mapsApiKey
      ? lazyInteractiveMap(() =>
          import(/* webpackChunkName: "google-map" */ '@/infrastructure/geo/google-place-map').then((module) =>
            module.createGooglePlaceMap(mapsApiKey),
          ),
        )
      : null,
  );
  container.bind(featureTokens.accounts).toDynamicValue(() =>
    loadOnce(async () => {
      // The same chunk as the account screens and the login dialog.
      const { createAccountsFeature } = await import(/* webpackChunkName: "accounts" */ './features/accounts.wiring');
      return createAccountsFeature({
        authGateway: get(shared.authGateway),
        sessionStore: get(shared.sessionStore),
        sessionScopedData: get(shared.sessionScopedData),
        clock: get(shared.clock),
      });
    }),
  );
  container.bind(featureTokens.partnerApplications).toDynamicValue(() =>
    loadOnce(async () => {
      const [{ createPartnerApplicationsFeature }, { HttpPartnerApplications }] = await Promise.all([
        import(/* webpackChunkName: "partner-applications" */ './features/partner-applications.wiring'),
        import(/* webpackChunkName: "partner-applications" */ '@/infrastructure/api/http-partner-applications'),
      ]);
      return createPartnerApplicationsFeature({ partnerApplications: new HttpPartnerApplications(wallet()) });
    }),
  );
  container.bind(featureTokens.transport).toDynamicValue(() =>
    loadOnce(async () => {
      const { transportFeature } = await import(
        /* webpackChunkName: "transport-pages" */ './features/transport-adapters'
      );
      return transportFeature(config, storage, get(shared.clock));
    }),
  );
  container
    .bind(featureTokens.merchantConsole)
    .toDynamicValue(() =>
      loadOnce(() =>
        import(/* webpackChunkName: "console" */ './merchant-console-binding').then((module) =>
          module.merchantConsole(storage, config),
        ),
      ),
    );
  return container;
}

export function resolverFor(container: Container): DependencyResolver {
  return resolverOver((token) => container.get(token));
}
