import type { AddressesFeature } from './addresses/addresses.feature';
import type { AccountsFeature } from './accounts/accounts.feature';
import type { CartFeature } from './cart/cart.feature';
import type { CatalogueFeature } from './catalogue/catalogue.feature';
import type { CheckoutFeature } from './checkout/checkout.feature';
import type { MerchantConsoleFeature } from './merchant-console/merchant-console.feature';
import type { OfflineFeature } from './offline/offline.feature';
import type { OrdersFeature } from './orders/orders.feature';
import type { RealtimeFeature } from './orders/realtime.feature';
import type { PartnerApplicationsFeature } from './partner-applications/partner-applications.feature';
import type { PaymentsFeature } from './payments/payments.feature';
import type { SessionFeature } from './session/session.feature';
import type { TransportFeature } from './transport/transport.feature';
import type { VersionFeature } from './version/version.feature';

/**
 * A dependency-injection key that remembers the type it stands for,
 * so `resolve(token)` is typed without casts at the call site.
 */
export type Token<T> = symbol & { readonly __type?: T };

/**
 * A feature's use cases, once its code has loaded: the same promise on every call, so a screen can wait for
 * it once (React's use()) and a thunk can await it on every call. A failed load is forgotten, so the next
 * call tries again.
 */
export type LoadFeature<F> = () => Promise<F>;

export type FeatureToken<F> = Token<LoadFeature<F>>;

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/**
 * What the presentation layer may ask for: one token per feature, each answering the feature's use cases.
 * Which adapters serve them is the composition root's business (src/app/container.ts).
 */
export const featureTokens = {
  cart: token<LoadFeature<CartFeature>>('CartFeature'),
  catalogue: token<LoadFeature<CatalogueFeature>>('CatalogueFeature'),
  checkout: token<LoadFeature<CheckoutFeature>>('CheckoutFeature'),
  payments: token<LoadFeature<PaymentsFeature>>('PaymentsFeature'),
  orders: token<LoadFeature<OrdersFeature>>('OrdersFeature'),
  realtime: token<LoadFeature<RealtimeFeature>>('RealtimeFeature'),
  addresses: token<LoadFeature<AddressesFeature>>('AddressesFeature'),
  accounts: token<LoadFeature<AccountsFeature>>('AccountsFeature'),
  session: token<LoadFeature<SessionFeature>>('SessionFeature'),
  partnerApplications: token<LoadFeature<PartnerApplicationsFeature>>('PartnerApplicationsFeature'),
  version: token<LoadFeature<VersionFeature>>('VersionFeature'),
  offline: token<LoadFeature<OfflineFeature>>('OfflineFeature'),
  transport: token<LoadFeature<TransportFeature>>('TransportFeature'),
  merchantConsole: token<LoadFeature<MerchantConsoleFeature>>('MerchantConsoleFeature'),
} as const;

/** Anything that hands out a dependency for a token: the container in the app, a map of fakes in tests. */
export interface DependencyResolver {
  resolve<T>(key: Token<T>): T;
  /** The feature's use cases once its code has loaded: `const cart = await extra.feature(featureTokens.cart)`. */
  feature<F>(key: FeatureToken<F>): Promise<F>;
}

/** A resolver over a function that answers a token, with `feature` as resolve-then-load. */
export function resolverOver(get: <T>(key: Token<T>) => T): DependencyResolver {
  return { resolve: get, feature: (key) => get(key)() };
}
