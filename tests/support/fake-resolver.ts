import type { AddressesFeature } from '@/application/addresses/addresses.feature';
import type { AccountsFeature } from '@/application/accounts/accounts.feature';
import type { CartFeature } from '@/application/cart/cart.feature';
import { emptyCart } from '@/domain/cart/cart';
import type { CatalogueFeature } from '@/application/catalogue/catalogue.feature';
import type { CheckoutFeature } from '@/application/checkout/checkout.feature';
import type { OfflineFeature } from '@/application/offline/offline.feature';
import type { OrdersFeature } from '@/application/orders/orders.feature';
import type { RealtimeFeature } from '@/application/orders/realtime.feature';
import type { TrackOrder } from '@/application/orders/track-order.use-case';
import type { PartnerApplicationsFeature } from '@/application/partner-applications/partner-applications.feature';
import type { PaymentsFeature } from '@/application/payments/payments.feature';
import type { SessionFeature } from '@/application/session/session.feature';
import {
  featureTokens,
  resolverOver,
  type DependencyResolver,
  type LoadFeature,
  type Token,
} from '@/application/tokens';
import type { CheckForNewVersionWhenDue } from '@/application/version/check-for-new-version-when-due.use-case';
import type { VersionFeature } from '@/application/version/version.feature';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';

type FeatureName = keyof typeof featureTokens;

/** Which feature each single-use-case key belongs to, and under which member. */
const memberOf = new Map<symbol, { readonly feature: FeatureName; readonly member: string }>();

function keysOf<F>(feature: FeatureName, members: ReadonlyArray<keyof F & string>): { [K in keyof F]-?: Token<F[K]> } {
  const keys: Record<string, symbol> = {};
  for (const member of members) {
    const key = Symbol(member);
    memberOf.set(key, { feature, member });
    keys[member] = key;
  }
  return keys as { [K in keyof F]-?: Token<F[K]> };
}

/**
 * Keys for one use case of a feature, for a test that fakes that one use case (a slow add, a failing
 * search): bound beside a whole feature built by its wiring, it replaces that member only.
 */
export const useCases = {
  ...keysOf<CartFeature>('cart', [
    'viewCart',
    'addToCart',
    'changeQuantity',
    'removeCartLine',
    'clearCartAndAdd',
    'cartChanges',
  ]),
  ...keysOf<CatalogueFeature>('catalogue', [
    'browseStores',
    'searchStores',
    'suggestProducts',
    'browseProducts',
    'viewStore',
    'viewProduct',
  ]),
  ...keysOf<CheckoutFeature>('checkout', [
    'quoteCheckout',
    'reviewOrderSummary',
    'chooseTip',
    'applyVoucher',
    'payCash',
    'offlineCashOrders',
    'unavailableProducts',
    'pushNotificationFailed',
  ]),
  ...keysOf<PaymentsFeature>('payments', [
    'startFramedPayment',
    'watchCardPayment',
    'payByBankCard',
    'startBankPayment',
    'bankPaymentReturned',
    'followBankPayment',
  ]),
  ...keysOf<OrdersFeature>('orders', [
    'listOrders',
    'showOrderDetail',
    'sendReceiptEmail',
    'downloadOrderReceipt',
    'reOrder',
    'watchCountdown',
    'watchDealCountdown',
  ]),
  ...keysOf<RealtimeFeature>('realtime', ['trackOrder']),
  ...keysOf<AddressesFeature>('addresses', [
    'viewAddresses',
    'saveAddress',
    'deleteAddress',
    'selectAddress',
    'pickAddressOnMap',
  ]),
  ...keysOf<AccountsFeature>('accounts', ['logIn', 'signUp', 'forgotPin', 'logOut']),
  ...keysOf<SessionFeature>('session', ['startSession', 'keptSession', 'sessionEvents']),
  ...keysOf<PartnerApplicationsFeature>('partnerApplications', ['submitPartnerApplication']),
  ...keysOf<VersionFeature>('version', ['readAppInfo', 'checkForNewVersionWhenDue']),
  ...keysOf<OfflineFeature>('offline', ['keepShopForOffline', 'ordersMayWait']),
} as const;

/**
 * A feature bound as the composition root binds one whose code has loaded: one promise, already settled and
 * marked so (status and value, as React marks a promise it has seen settle), so React's use() reads it at
 * once and a screen renders in the same pass, as it does once the code has loaded in the app.
 */
export function loaded<F>(feature: F): LoadFeature<F> {
  const settled = Object.assign(Promise.resolve(feature), { status: 'fulfilled', value: feature });
  return () => settled;
}

/** The app shell follows live order updates on every screen; a test that binds none gets a silent stream. */
const silentTracking: TrackOrder = {
  showOrder: (invoiceQueryId) => Promise.reject(new Error(`No fake bound for TrackOrder (${invoiceQueryId})`)),
  followUpdates: () => () => undefined,
  followReopens: () => () => undefined,
  followRefunds: () => () => undefined,
};
/** The app shell checks for a new version on every screen; a test that binds none is always up to date. */
const upToDate: CheckForNewVersionWhenDue = () => Promise.resolve({ outcome: 'UP_TO_DATE' });
/** Once the version check finds the build current the shell keeps the shop offline; a test that binds none keeps nothing. */
const keepsNothing: OfflineFeature['keepShopForOffline'] = () => Promise.resolve();
/** Nor has it an order made offline waiting to be sent. */
const noOrderWaits: OfflineFeature['ordersMayWait'] = () => false;
/** The store listing reads a returning visitor's cart as it opens; a test that binds none has an empty cart. */
const emptyCartView: CartFeature['viewCart'] = () => Promise.resolve({ ok: true, cart: emptyCart });
const unchangingCart: CartFeature['cartChanges'] = { subscribe: () => () => undefined };
const silentDefaults = new Map<symbol, unknown>([
  [useCases.trackOrder, silentTracking],
  [useCases.viewCart, emptyCartView],
  [useCases.cartChanges, unchangingCart],
  [useCases.checkForNewVersionWhenDue, upToDate],
  [useCases.keepShopForOffline, keepsNothing],
  [useCases.ordersMayWait, noOrderWaits],
  // Screens with a map (the merchant info dialog) show the static map unless a test binds a real one.
  [interactiveMapToken, null],
]);

/** A use case no test bound: calling it fails the test with its name. */
function unbound(member: string): () => never {
  return () => {
    throw new Error(`No fake bound for ${member}`);
  };
}

/**
 * A resolver over a plain list of fakes: whole features (built by their wiring over fake ports), single use
 * cases (useCases.x) that replace a feature's member, and any other token.
 */
export function fakeResolver(bindings: ReadonlyArray<readonly [Token<unknown>, unknown]>): DependencyResolver {
  const map = new Map<symbol, unknown>(bindings);
  const features = new Map<symbol, LoadFeature<unknown>>();
  for (const [name, token] of Object.entries(featureTokens) as Array<[FeatureName, symbol]>) {
    const ofFeature = ([key]: readonly [symbol, unknown]) => memberOf.get(key)?.feature === name;
    const whole = map.get(token) as LoadFeature<object> | undefined;
    const bound = [...map].filter(ofFeature);
    // The silent defaults stand in only for a feature the test left out altogether.
    const members = bound.length > 0 || whole ? bound : [...silentDefaults].filter(ofFeature);
    if (members.length === 0 && whole) {
      features.set(token, whole);
      continue;
    }
    const own = Object.fromEntries(members.map(([key, value]) => [memberOf.get(key)?.member, value]));
    const fill = (base: object) =>
      new Proxy({ ...base, ...own } as Record<string | symbol, unknown>, {
        get: (target, member) =>
          member in target || typeof member === 'symbol' || member === 'then'
            ? target[member]
            : unbound(`${String(member)} (${name})`),
      });
    if (!whole) {
      if (members.length > 0) features.set(token, loaded(fill({})));
      continue;
    }
    const base = whole();
    const status = (base as { status?: string }).status;
    const value = (base as { value?: object }).value;
    features.set(token, status === 'fulfilled' && value ? loaded(fill(value)) : () => base.then(fill));
  }
  return resolverOver(<T>(key: Token<T>): T => {
    if (features.has(key)) return features.get(key) as T;
    if (!map.has(key) && silentDefaults.has(key)) return silentDefaults.get(key) as T;
    if (!map.has(key)) throw new Error(`No fake bound for ${key.description ?? 'a token'}`);
    return map.get(key) as T;
  });
}
