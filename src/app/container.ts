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
import type { OrderNoteDrafts } from '@/application/ports/order-note-drafts.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { VoucherGateway } from '@/application/ports/voucher-gateway.port';
import { featureTokens, resolverOver, type DependencyResolver, type Token } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { storefrontCurrency } from '@/domain/pricing/currency';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { buildAfterFirstScreenWiring, type AfterFirstScreenWiring } from './after-first-screen-wiring';
import { buildFirstScreenWiring, type FirstScreenWiring, type Later } from './first-screen-wiring';
import { loadOnce } from './load-once';
import { cartRepositoryOnFirstCall, orderHistoryOnFirstCall } from './on-first-call';
import { requestLayerKeys } from './request-layer';

function key<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/**
 * The ports more than one feature uses, one instance each. The first screen's come built (first-screen-wiring.ts);
 * the others load with the first feature that needs them, and keep their chunk's name.
 */
const shared = {
  clock: key<Clock>('Clock'),
  sessionStore: key<SessionStore>('SessionStore'),
  deviceIdentity: key<DeviceIdentity>('DeviceIdentity'),
  authGateway: key<AuthGateway>('AuthGateway'),
  sessionScopedData: key<SessionScopedData>('SessionScopedData'),
  /** One adapter keeps the cart and tells of its changes, so a fallback to memory covers both. */
  cartStorage: key<Later<CartRepository & CartChanges>>('CartStorage'),
  invoiceGateway: key<Later<InvoiceGateway>>('InvoiceGateway'),
  voucherGateway: key<Later<VoucherGateway>>('VoucherGateway'),
  merchantNotifier: key<Later<MerchantNotifier>>('MerchantNotifier'),
  /** The note being written at the cart summary: kept by the checkout, forgotten by a paid order. */
  orderNoteDrafts: key<Later<OrderNoteDrafts>>('OrderNoteDrafts'),
  orderHistory: key<Later<OrderHistory & OrderDetails>>('OrderHistory'),
  /** The event stream joined by push messages: the order tracking and the card payment follow the same one. */
  orderUpdates: key<Later<OrderUpdates>>('OrderUpdates'),
} as const;

/** The receipt is dated in the stores' zone; the configuration names none yet. */
const receiptTimeZone = 'Europe/Helsinki';

/**
 * The one place that knows which adapter serves which port, and which ports each feature is built from.
 * A feature is built by its wiring module (./features/<feature>.wiring.ts), loaded through one dynamic import
 * named after the feature, so a screen brings only its own code. The browsing screens' features (session,
 * catalogue, cart), what the first screen starts once it is in (version check, live updates, address book) and the ports they share
 * with the rest come built (first-screen-wiring.ts, after-first-screen-wiring.ts): in the browser this module and
 * inversify are a chunk of their own (app-resolver.ts), fetched with the first feature the customer reaches by
 * acting.
 */
export function buildContainer(
  config: StorefrontConfig,
  firstScreen: FirstScreenWiring = buildFirstScreenWiring(config),
  afterFirstScreen: AfterFirstScreenWiring = buildAfterFirstScreenWiring(config, firstScreen),
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  // A function declaration, not a generic arrow: the reachability check reads .ts files as TSX, where
  // `<T>(…) =>` would parse as an element.
  function get<T>(token: Token<T>): T {
    return container.get<T>(token);
  }
  const { storage } = firstScreen;
  container.bind<HttpClient>(requestLayerKeys.walletV1).toConstantValue(firstScreen.walletV1);
  container.bind<HttpClient>(requestLayerKeys.walletV2).toConstantValue(firstScreen.walletV2);
  const wallet = () => firstScreen.walletV1;

  container.bind(shared.clock).toConstantValue(firstScreen.clock);
  container.bind(shared.sessionStore).toConstantValue(firstScreen.sessionStore);
  container.bind(shared.deviceIdentity).toConstantValue(firstScreen.deviceIdentity);
  container.bind(shared.authGateway).toConstantValue(firstScreen.authGateway);
  container.bind(shared.sessionScopedData).toConstantValue(firstScreen.sessionScopedData);
  container.bind(shared.cartStorage).toConstantValue(firstScreen.cartStorage);
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
  container.bind(shared.orderNoteDrafts).toDynamicValue(() =>
    loadOnce(async () => {
      const { LocalOrderNoteDrafts } = await import(/* webpackChunkName: "checkout" */ './features/checkout.wiring');
      return new LocalOrderNoteDrafts(storage);
    }),
  );
  // The first screen's features, built with it.
  container.bind(featureTokens.session).toConstantValue(loadOnce(async () => firstScreen.session));
  container.bind(featureTokens.catalogue).toConstantValue(loadOnce(async () => firstScreen.catalogue));
  container.bind(featureTokens.cart).toConstantValue(firstScreen.cart);
  container.bind(interactiveMapToken).toConstantValue(firstScreen.interactiveMap);
  // What the first screen starts once it is in, built with it.
  container.bind(shared.orderHistory).toConstantValue(afterFirstScreen.orderHistory);
  container.bind(shared.orderUpdates).toConstantValue(afterFirstScreen.orderUpdates);
  container.bind(featureTokens.version).toConstantValue(afterFirstScreen.version);
  container.bind(featureTokens.realtime).toConstantValue(afterFirstScreen.realtime);
  container.bind(featureTokens.addresses).toConstantValue(afterFirstScreen.addresses);
  // Every other feature: its wiring and its own adapters load as one chunk on its first use.
  container.bind(featureTokens.checkout).toDynamicValue(() =>
    loadOnce(async () => {
      const [
        { createCheckoutFeature, HttpVoucherWallet },
        invoiceGateway,
        voucherGateway,
        merchantNotifier,
        cartRepository,
        orderNoteDrafts,
      ] = await Promise.all([
        import(/* webpackChunkName: "checkout" */ './features/checkout.wiring'),
        get(shared.invoiceGateway)(),
        get(shared.voucherGateway)(),
        get(shared.merchantNotifier)(),
        get(shared.cartStorage)(),
        get(shared.orderNoteDrafts)(),
      ]);
      return createCheckoutFeature({
        invoiceGateway,
        voucherGateway,
        voucherWallet: new HttpVoucherWallet(wallet()),
        merchantNotifier,
        cartRepository,
        // Asked only on the rare return without the order's ids, so its adapter loads then, not with the cart.
        orderHistory: orderHistoryOnFirstCall(get(shared.orderHistory)),
        clock: get(shared.clock),
        sessionStore: get(shared.sessionStore),
        currency: storefrontCurrency(config.currencySymbol, config.host),
        orderNoteDrafts,
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
        get(shared.orderNoteDrafts)(),
      ] as const);
      const [invoiceGateway, voucherGateway, merchantNotifier, cartRepository, orderUpdates, orderNoteDrafts] = ports;
      // Read in the browser. The reference server serves the app, the API and the bank's sandbox; a relative
      // API base is the app's own origin.
      const appOrigin = window.location.origin;
      return createPaymentsFeature({
        invoiceGateway,
        voucherGateway,
        merchantNotifier,
        cartRepository,
        orderUpdates,
        orderNoteDrafts,
        cardPayments: new HttpPaymentProviders(wallet(), new URL(config.api.walletBaseUrl, appOrigin).origin),
        sessionStore: get(shared.sessionStore),
        deviceRegistration: new HttpDeviceRegistration(wallet(), get(shared.deviceIdentity)),
        navigation: new HistoryPageNavigation(),
        appOrigin,
        networkCardTerminalUrl: config.networkCardTerminalUrl,
      });
    }),
  );
  container.bind(featureTokens.orders).toDynamicValue(() =>
    loadOnce(async () => {
      const [
        { createOrdersFeature },
        { HttpOrderProducts },
        { HttpOrderReceiptMailer },
        { HttpOrderReceiptFile, fileFetcherOf },
        { IntervalTicker },
        orderHistory,
        push,
      ] = await Promise.all([
        import(/* webpackChunkName: "orders" */ './features/orders.wiring'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-products'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-receipt-mailer'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-receipt-file'),
        import(/* webpackChunkName: "orders" */ '@/infrastructure/realtime/interval-ticker'),
        get(shared.orderHistory)(),
        import(/* webpackChunkName: "push" */ './features/push.wiring').then((module) =>
          module.browserPush(config, wallet(), storage),
        ),
      ]);
      return createOrdersFeature({
        orderHistory,
        orderDetails: orderHistory,
        orderProducts: new HttpOrderProducts(wallet()),
        receiptMailer: new HttpOrderReceiptMailer(wallet()),
        receiptFile: new HttpOrderReceiptFile(fileFetcherOf(wallet())),
        // Only "order again" writes the cart: the cart's storage (dexie, 31 KB gzip) loads with the first re-order,
        // not with every order screen.
        cartRepository: cartRepositoryOnFirstCall(get(shared.cartStorage)),
        clock: get(shared.clock),
        ticker: new IntervalTicker(),
        receiptTimeZone,
        pushMessages: push.pushMessages,
        pushRegistry: push.subscriptions,
      });
    }),
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
