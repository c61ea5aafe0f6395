import type { CartFeature } from '@/application/cart/cart.feature';
import type { CatalogueFeature } from '@/application/catalogue/catalogue.feature';
import type { AuthGateway } from '@/application/ports/auth-gateway.port';
import type { CartChanges } from '@/application/ports/cart-changes.port';
import type { CartRepository } from '@/application/ports/cart-repository.port';
import type { Clock } from '@/application/ports/clock.port';
import type { DeviceIdentity } from '@/application/ports/device-identity.port';
import type { SessionScopedData } from '@/application/ports/session-scoped-data.port';
import type { SessionStore } from '@/application/ports/session-store.port';
import type { LoadFeature } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpAuthGateway } from '@/infrastructure/api/http-auth-gateway';
import { HttpStoreCatalog } from '@/infrastructure/api/http-store-catalog';
import { SystemClock } from '@/infrastructure/clock/system-clock';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import type { HttpClient } from '@/infrastructure/http/http-client';
import type { LanguageSource } from '@/infrastructure/http/request-headers';
import { BrowserSessionScopedData } from '@/infrastructure/session/browser-session-scoped-data';
import { orderNoteDraftKey } from '@/infrastructure/checkout/order-note-draft-key';
import { browserStorage, type KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { LocalSessionStore } from '@/infrastructure/session/local-session-store';
import { SessionEventHub } from '@/infrastructure/session/session-event-hub';
import type { ComponentType } from 'react';
import type { InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';
import { createCatalogueFeature } from './features/catalogue.wiring';
import { createSessionFeature, type SessionWiring } from './features/session.wiring';
import { loadOnce } from './load-once';
import { cartRepositoryOnFirstCall, catalogSearchOnFirstCall, productCatalogOnFirstCall } from './on-first-call';
import { walletClient } from './request-layer';

/** An adapter whose code (and the contract it parses with) loads when a feature first needs it. */
export type Later<T> = () => Promise<T>;

/**
 * What the browsing screens run on: the ports every feature shares, one instance each, the two features the store
 * listing calls (the session and the catalogue), and the cart, which a store's product list and a product's
 * details follow. Built from plain values, without the container, so browsing does not download inversify (20 KB
 * gzip with the container's module; BENCHMARKS.md): the container (./container.ts) loads with the first
 * other feature (the cart summary, an account or order screen), takes these as they are and binds every other
 * feature to its ports.
 */
export interface FirstScreenWiring {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly sessionStore: SessionStore;
  readonly deviceIdentity: DeviceIdentity;
  readonly walletV1: HttpClient;
  readonly walletV2: HttpClient;
  readonly authGateway: AuthGateway;
  readonly sessionScopedData: SessionScopedData;
  /** One adapter keeps the cart and tells of its changes, so a fallback to memory covers both. */
  readonly cartStorage: Later<CartRepository & CartChanges>;
  readonly session: SessionWiring;
  readonly catalogue: CatalogueFeature;
  /** Loaded by a store's product list and a product's details, with the cart's storage. */
  readonly cart: LoadFeature<CartFeature>;
  /** The real map (Google's) when a maps key is configured, null for the static map. */
  readonly interactiveMap: ComponentType<InteractiveMapProps> | null;
}

export interface FirstScreenOptions {
  /** The screens' language for the requests' Accept-Language; the page's own unless said (the server's drawing). */
  readonly language?: LanguageSource;
}

export function buildFirstScreenWiring(config: StorefrontConfig, options: FirstScreenOptions = {}): FirstScreenWiring {
  const storage = browserStorage();
  const clock = new SystemClock();
  const sessionStore = new LocalSessionStore(storage);
  const deviceIdentity = new BrowserDeviceIdentity(storage);
  // The session is built below; a request finds it only when it fails, long after this function has returned.
  let session: SessionWiring | null = null;
  const requestLayer = {
    deviceIdentity: () => deviceIdentity,
    sessionStore: () => sessionStore,
    renewExpiredSession: () => {
      if (session === null) throw new Error('A request failed before the session feature was built');
      return session.renewExpiredSession;
    },
    ...(options.language ? { language: options.language } : {}),
  };
  const walletV1 = walletClient(config, requestLayer, 'v1');
  const walletV2 = walletClient(config, requestLayer, 'v2');
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
  const authGateway = new HttpAuthGateway(walletClient(config, requestLayer, 'v1'), walletV2);
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
  const catalogue = createCatalogueFeature({
    storeCatalog: new HttpStoreCatalog(walletV1),
    // The store search and the menus load with the first search or store, not with the first screen.
    catalogSearch: catalogSearchOnFirstCall(
      loadOnce(async () => {
        const { HttpCatalogSearch } = await import(
          /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-catalog-search'
        );
        return new HttpCatalogSearch(walletV1);
      }),
    ),
    productCatalog: productCatalogOnFirstCall(
      loadOnce(async () => {
        const { HttpProductCatalog } = await import(
          /* webpackChunkName: "catalogue" */ '@/infrastructure/api/http-product-catalog'
        );
        return new HttpProductCatalog(walletV1);
      }),
    ),
  });
  const mapsApiKey = config.mapsApiKey;
  const cart = loadOnce(async () => {
    const [{ createCartFeature }, cartRepository] = await Promise.all([
      import(/* webpackChunkName: "cart" */ './features/cart.wiring'),
      cartStorage(),
    ]);
    return createCartFeature({ cartRepository });
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
    cartStorage,
    session,
    catalogue,
    cart,
    // Google's map is a chunk of its own, fetched when a map is first shown.
    interactiveMap: mapsApiKey
      ? lazyInteractiveMap(() =>
          import(/* webpackChunkName: "google-map" */ '@/infrastructure/geo/google-place-map').then((module) =>
            module.createGooglePlaceMap(mapsApiKey),
          ),
        )
      : null,
  };
}
