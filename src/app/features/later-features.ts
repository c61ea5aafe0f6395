import { featureTokens } from '@/application/tokens';
import { lazyFeature, type FeatureBinding } from './feature-binding';

/**
 * Every feature the first screen does not need, each module a chunk of its own fetched on the feature's first use.
 * Listed in the container's chunk (../container.ts), so the first screen carries none of these imports.
 */
export const laterFeatures: readonly FeatureBinding[] = [
  lazyFeature(
    featureTokens.checkout,
    () => import(/* webpackChunkName: "checkout" */ './checkout.wiring'),
    (shared) => shared.cartStorage(),
  ),
  lazyFeature(
    featureTokens.payments,
    () => import(/* webpackChunkName: "payments" */ './payments.wiring'),
    (shared) => Promise.all([shared.invoiceGateway(), shared.cartStorage(), shared.orderUpdates()]),
  ),
  lazyFeature(
    featureTokens.orders,
    () => import(/* webpackChunkName: "orders" */ './orders.wiring'),
    (shared) => shared.orderHistory(),
  ),
  // The same chunk as the account screens and the login dialog.
  lazyFeature(featureTokens.accounts, () => import(/* webpackChunkName: "accounts" */ './accounts.wiring')),
  lazyFeature(
    featureTokens.partnerApplications,
    () => import(/* webpackChunkName: "partner-applications" */ './partner-applications.wiring'),
  ),
  lazyFeature(featureTokens.transport, () => import(/* webpackChunkName: "transport-pages" */ './transport.wiring')),
  lazyFeature(
    featureTokens.merchantConsole,
    () => import(/* webpackChunkName: "console" */ './merchant-console.wiring'),
  ),
];
