import { Container, type ResolutionContext } from 'inversify';
import { createBrowseStores } from '@/application/catalog/browse-stores.use-case';
import { portTokens, useCaseTokens, type DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { HttpClient } from '@/infrastructure/http/http-client';
import { lazyFunction, lazyPort, lazyPortAnswering, loadOnce, subscribeOnceLoaded, type DepsOf } from './lazy-port';
import type * as CheckoutUseCases from './checkout-use-cases';
import { createBrowseProducts } from '@/application/catalog/browse-products.use-case';
import { createViewProduct } from '@/application/catalog/view-product.use-case';
import { createViewStore } from '@/application/catalog/view-store.use-case';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { ProductCatalog } from '@/application/ports/product-catalog.port';
import type { CatalogSearch } from '@/application/ports/catalog-search.port';
import type { CartChanges } from '@/application/ports/cart-changes.port';
import { createReadAppInfo } from '@/application/version/read-app-info.use-case';
import { SystemClock } from '@/infrastructure/clock/system-clock';
import { HttpVersionSource } from '@/infrastructure/version/http-version-source';
import { bindSession, walletClient } from './session-bindings';
import { bindAddresses } from './address-bindings';
import { bindOrders } from './order-bindings';
import { bindPayments } from './payment-bindings';
import { bindVersionCheck } from './version-bindings';
import { bindAccounts } from './account-bindings';
import { bindApplications } from './application-bindings';

const walletV1Client = Symbol('WalletV1HttpClient');
/** One cart adapter serves both the repository and its live feed, so a fallback to memory covers both. */
const dexieCart = Symbol('DexieCartRepository');
type CartStorage = CartRepository & CartChanges;

/**
 * The cart's adapter until its chunk has loaded: the repository's calls wait for the load, and a listener is
 * handed to the feed once it is there (told the storage failed if it cannot load).
 */
function lazyCartStorage(load: () => Promise<CartStorage>): CartStorage {
  const adapter = loadOnce(load);
  return lazyPortAnswering<CartStorage, 'subscribe'>(adapter, {
    subscribe: subscribeOnceLoaded(
      () => adapter().then((real) => real.subscribe.bind(real)),
      (listener) => listener.storageFailed(),
    ),
  });
}

/**
 * The one place that knows which adapter serves which port.
 * Use cases are plain factories, bound with toDynamicValue, so the core needs no decorators.
 */
export function buildContainer(config: StorefrontConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container
    .bind<HttpClient>(walletV1Client)
    // The request layer's headers and the central handling of an expired session come with the client.
    .toDynamicValue(() => walletClient(container, config, 'v1'));
  bindSession(container, config);
  bindAccounts(container);
  bindAddresses(container, config, walletV1Client);
  container
    .bind(portTokens.storeCatalog)
    .toDynamicValue((context) => new HttpStoreCatalog(context.get<HttpClient>(walletV1Client)));
  container
    .bind(useCaseTokens.browseStores)
    .toDynamicValue((context) => createBrowseStores({ storeCatalog: context.get(portTokens.storeCatalog) }));
  // The store search and its contract load with the first search, not with the first page.
  const searchApi = () => import(/* webpackChunkName: "api-search" */ './search-chunk');
  container.bind(portTokens.catalogSearch).toDynamicValue((context) => {
    const client = context.get<HttpClient>(walletV1Client);
    return lazyPort(() => searchApi().then((module) => new module.HttpCatalogSearch(client)));
  });
  container.bind(useCaseTokens.searchStores).toDynamicValue((context) => {
    const deps = { catalogSearch: context.get<CatalogSearch>(portTokens.catalogSearch) };
    return lazyFunction(() => searchApi().then((module) => module.createSearchStores(deps)));
  });
  container.bind(portTokens.clock).toDynamicValue(() => new SystemClock());
  // meta.json sits beside index.html, at the app's own origin, not under an API base.
  container.bind(portTokens.versionSource).toDynamicValue(() => new HttpVersionSource(new HttpClient({ baseUrl: '' })));
  container
    .bind(useCaseTokens.readAppInfo)
    .toDynamicValue((context) =>
      createReadAppInfo({ versionSource: context.get(portTokens.versionSource), clock: context.get(portTokens.clock) }),
    );
  // Neither dexie nor the cart's adapter is needed for the first screen: both load on the cart's first use.
  container
    .bind<CartStorage>(dexieCart)
    .toDynamicValue(() =>
      lazyCartStorage(() =>
        import(/* webpackChunkName: "cart-database" */ './cart-storage').then((module) => module.createCartStorage()),
      ),
    );
  container.bind(portTokens.cartRepository).toDynamicValue((context) => context.get<CartStorage>(dexieCart));
  container.bind(useCaseTokens.cartChanges).toDynamicValue((context) => context.get<CartStorage>(dexieCart));
  container.bind(portTokens.productCatalog).toDynamicValue((context) => {
    const client = context.get<HttpClient>(walletV1Client);
    return lazyPort(() =>
      import(/* webpackChunkName: "api-catalog" */ '@/infrastructure/api/http-product-catalog').then(
        (module) => new module.HttpProductCatalog(client),
      ),
    );
  });
  const cartDeps = (context: ResolutionContext) => ({
    cartRepository: context.get<CartRepository>(portTokens.cartRepository),
  });
  // The cart's use cases and rules load with the first product or cart screen that calls one.
  const cartUseCases = () => import(/* webpackChunkName: "cart-use-cases" */ './cart-use-cases');
  container.bind(useCaseTokens.viewCart).toDynamicValue((context) => {
    const deps = cartDeps(context);
    return lazyFunction(() => cartUseCases().then((module) => module.createViewCart(deps)));
  });
  container.bind(useCaseTokens.addToCart).toDynamicValue((context) => {
    const deps = cartDeps(context);
    return lazyFunction(() => cartUseCases().then((module) => module.createAddToCart(deps)));
  });
  container.bind(useCaseTokens.changeQuantity).toDynamicValue((context) => {
    const deps = cartDeps(context);
    return lazyFunction(() => cartUseCases().then((module) => module.createChangeQuantity(deps)));
  });
  container.bind(useCaseTokens.removeCartLine).toDynamicValue((context) => {
    const deps = cartDeps(context);
    return lazyFunction(() => cartUseCases().then((module) => module.createRemoveCartLine(deps)));
  });
  container.bind(useCaseTokens.clearCartAndAdd).toDynamicValue((context) => {
    const deps = cartDeps(context);
    return lazyFunction(() => cartUseCases().then((module) => module.createClearCartAndAdd(deps)));
  });
  const catalogDeps = (context: ResolutionContext) => ({
    productCatalog: context.get<ProductCatalog>(portTokens.productCatalog),
  });
  container.bind(useCaseTokens.browseProducts).toDynamicValue((context) => createBrowseProducts(catalogDeps(context)));
  container.bind(useCaseTokens.viewStore).toDynamicValue((context) => createViewStore(catalogDeps(context)));
  container.bind(useCaseTokens.viewProduct).toDynamicValue((context) => createViewProduct(catalogDeps(context)));
  bindCheckout(container, config);
  bindOrders(container, config, walletV1Client);
  bindPayments(container, config, walletV1Client);
  bindVersionCheck(container);
  bindApplications(container, walletV1Client);
  return container;
}

/** The checkout: invoices priced by the server, the voucher check, cash payment and its after-steps. */
function bindCheckout(container: Container, config: StorefrontConfig): void {
  const currency = { kind: 'CONFIGURED', symbol: config.currencySymbol } as const;
  const wallet = (context: ResolutionContext) => context.get<HttpClient>(walletV1Client);
  // The checkout's adapters and contracts load with the first checkout call, not with the first page.
  const checkoutApi = () => import(/* webpackChunkName: "api-checkout" */ './checkout-adapters');
  container.bind(portTokens.invoiceGateway).toDynamicValue((context) => {
    const client = wallet(context);
    return lazyPort(() => checkoutApi().then((module) => new module.HttpInvoiceGateway(client)));
  });
  container.bind(portTokens.voucherGateway).toDynamicValue((context) => {
    const client = wallet(context);
    return lazyPort(() => checkoutApi().then((module) => new module.HttpVoucherGateway(client)));
  });
  container.bind(portTokens.merchantNotifier).toDynamicValue((context) => {
    const client = wallet(context);
    return lazyPort(() => checkoutApi().then((module) => new module.HttpMerchantNotifier(client)));
  });
  // So do its asynchronous use cases and the rules they apply.
  const checkoutUseCases = () => import(/* webpackChunkName: "api-checkout" */ './checkout-use-cases');
  container.bind(useCaseTokens.quoteCheckout).toDynamicValue((context) => {
    const deps: DepsOf<typeof CheckoutUseCases.createQuoteCheckout> = {
      invoiceGateway: context.get(portTokens.invoiceGateway),
      voucherGateway: context.get(portTokens.voucherGateway),
    };
    return lazyFunction(() => checkoutUseCases().then((module) => module.createQuoteCheckout(deps)));
  });
  container.bind(useCaseTokens.payCash).toDynamicValue((context) => {
    const deps: DepsOf<typeof CheckoutUseCases.createPayCash> = {
      invoiceGateway: context.get(portTokens.invoiceGateway),
      cartRepository: context.get(portTokens.cartRepository),
      merchantNotifier: context.get(portTokens.merchantNotifier),
    };
    return lazyFunction(() => checkoutUseCases().then((module) => module.createPayCash(deps)));
  });
  container.bind(useCaseTokens.applyVoucher).toDynamicValue((context) => {
    const deps: DepsOf<typeof CheckoutUseCases.createApplyVoucher> = {
      voucherGateway: context.get(portTokens.voucherGateway),
    };
    return lazyFunction(() => checkoutUseCases().then((module) => module.createApplyVoucher(deps)));
  });
  // The price summary's and the tip's rules come in the cart summary screen's own chunk (same name).
  const pricingUseCases = () => import(/* webpackChunkName: "page-cart-summary" */ './pricing-use-cases');
  container
    .bind(useCaseTokens.reviewOrderSummary)
    .toConstantValue(loadOnce(() => pricingUseCases().then((module) => module.createReviewOrderSummary({ currency }))));
  container
    .bind(useCaseTokens.chooseTip)
    .toConstantValue(loadOnce(() => pricingUseCases().then((module) => module.createChooseTip({ currency }))));
  container.bind(useCaseTokens.unavailableProducts).toDynamicValue((context) => {
    const deps: DepsOf<typeof CheckoutUseCases.createUnavailableProducts> = {
      cartRepository: context.get(portTokens.cartRepository),
    };
    return lazyPort(() => checkoutUseCases().then((module) => module.createUnavailableProducts(deps)));
  });
  container.bind(useCaseTokens.pushNotificationFailed).toDynamicValue((context) => {
    const deps: DepsOf<typeof CheckoutUseCases.createPushNotificationFailed> = {
      cartRepository: context.get(portTokens.cartRepository),
      merchantNotifier: context.get(portTokens.merchantNotifier),
    };
    return lazyFunction(() => checkoutUseCases().then((module) => module.createPushNotificationFailed(deps)));
  });
}

export function resolverFor(container: Container): DependencyResolver {
  return { resolve: (key) => container.get(key) };
}
