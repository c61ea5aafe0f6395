import type { AddressesFeature } from '@/application/addresses/addresses.feature';
import type { RealtimeFeature } from '@/application/orders/realtime.feature';
import type { OrderDetails } from '@/application/ports/order-details.port';
import type { OrderHistory } from '@/application/ports/order-history.port';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { LoadFeature } from '@/application/tokens';
import type { VersionFeature } from '@/application/version/version.feature';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpClient } from '@/infrastructure/http/http-client';
import type { FirstScreenWiring, Later } from './first-screen-wiring';
import { loadOnce } from './load-once';
import { orderHistoryOnFirstCall } from './on-first-call';

/**
 * What a page starts once its first screen is in: the version check (every page), the address book (to restore
 * the selected address, for a visitor who has one) and the live order updates (once there is an order to follow).
 * Each is a chunk of its own, fetched when it is needed: a first visit to `/` fetches only the version check's
 * (a chunk of them all cost that visit the code of the other two, 4 KB gzip; BENCHMARKS.md). Like the first
 * screen's, they are built without the container, so a visit that goes no further than the first screen never
 * downloads inversify. The container binds these as they are (./container.ts).
 */
export interface AfterFirstScreenWiring {
  readonly orderHistory: Later<OrderHistory & OrderDetails>;
  /** The event stream joined by push messages: the order tracking and the card payment follow the same one. */
  readonly orderUpdates: Later<OrderUpdates>;
  readonly version: LoadFeature<VersionFeature>;
  readonly realtime: LoadFeature<RealtimeFeature>;
  readonly addresses: LoadFeature<AddressesFeature>;
}

export function buildAfterFirstScreenWiring(
  config: StorefrontConfig,
  firstScreen: FirstScreenWiring,
): AfterFirstScreenWiring {
  const { walletV1, walletV2, storage } = firstScreen;
  const orderHistory = loadOnce(async () => {
    const { HttpOrderHistory } = await import(
      /* webpackChunkName: "orders" */ '@/infrastructure/api/http-order-history'
    );
    return new HttpOrderHistory(walletV1, walletV2);
  });
  const orderUpdates = loadOnce(async () => {
    const [{ createLiveOrderUpdates }, pushMessages] = await Promise.all([
      import(/* webpackChunkName: "realtime" */ './live-order-updates'),
      // Pushes come through the app's service worker (features/push.wiring.ts registers it); a browser without service
      // workers can get none, and the push code is not fetched at all. One that cannot load means no pushes,
      // quietly: the event stream still runs.
      globalThis.navigator?.serviceWorker
        ? import(/* webpackChunkName: "push" */ './features/push.wiring').then(
            (module) => module.browserPush(config, walletV1, storage).pushMessages,
            () => null,
          )
        : null,
    ]);
    return createLiveOrderUpdates({
      streamUrl: {
        walletBaseUrl: config.api.walletBaseUrl,
        sessionStore: firstScreen.sessionStore,
        deviceIdentity: firstScreen.deviceIdentity,
        transportMode: config.transportMode,
      },
      pushMessages,
      orderHistory: orderHistoryOnFirstCall(orderHistory),
    });
  });
  return {
    orderHistory,
    orderUpdates,
    version: loadOnce(async () => {
      const [{ createVersionFeature }, { HttpVersionSource }, { LocalStoredVersion }, { BrowserPageReloader }] =
        await Promise.all([
          import(/* webpackChunkName: "version" */ './features/version.wiring'),
          import(/* webpackChunkName: "version" */ '@/infrastructure/version/http-version-source'),
          import(/* webpackChunkName: "version" */ '@/infrastructure/version/local-stored-version'),
          import(/* webpackChunkName: "version" */ '@/infrastructure/version/browser-page-reloader'),
        ]);
      return createVersionFeature({
        // meta.json sits beside index.html, at the app's own origin, not under an API base.
        versionSource: new HttpVersionSource(new HttpClient({ baseUrl: '' })),
        // Read on every use: touching localStorage can itself throw (blocked cookies), which counts as a first visit.
        storedVersion: new LocalStoredVersion(() => globalThis.localStorage),
        pageReloader: new BrowserPageReloader(),
        clock: firstScreen.clock,
      });
    }),
    realtime: loadOnce(async () => {
      const [{ createRealtimeFeature }, updates] = await Promise.all([
        import(/* webpackChunkName: "realtime" */ './features/realtime.wiring'),
        orderUpdates(),
      ]);
      return createRealtimeFeature({ orderHistory: orderHistoryOnFirstCall(orderHistory), orderUpdates: updates });
    }),
    addresses: loadOnce(async () => {
      // The address dialogs and the form library are a chunk of their own, fetched when the customer opens them;
      // so are the geocoder's adapters (./geocoding.ts).
      const [{ createAddressesFeature }, { HttpAddressBook }, { addressLookup, addressSearch }] = await Promise.all([
        import(/* webpackChunkName: "address-book" */ './features/addresses.wiring'),
        import(/* webpackChunkName: "address-book" */ '@/infrastructure/api/http-address-book'),
        import(/* webpackChunkName: "address-book" */ './geocoding').then(({ geocodingOf }) => geocodingOf(config)),
      ]);
      return createAddressesFeature({ addressBook: new HttpAddressBook(walletV1), addressLookup, addressSearch });
    }),
  };
}
