import { Container } from 'inversify';
import { featureTokens, resolverOver, type DependencyResolver } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { buildAnswers, lazyFeature, type BuiltAnswer, type FeatureBinding } from './features/feature-binding';
import { firstScreenFeatures } from './features/first-screen-features';
import { buildSharedPorts, type SharedPorts } from './features/shared-ports';

/**
 * Every feature the first screen does not need, each module a chunk of its own fetched on the feature's first use.
 * Listed here, in the container's chunk, so the first screen carries none of these imports.
 */
const laterFeatures: readonly FeatureBinding[] = [
  lazyFeature(
    featureTokens.checkout,
    () => import(/* webpackChunkName: "checkout" */ './features/checkout.wiring'),
    (shared) => shared.cartStorage(),
  ),
  lazyFeature(
    featureTokens.payments,
    () => import(/* webpackChunkName: "payments" */ './features/payments.wiring'),
    (shared) => Promise.all([shared.invoiceGateway(), shared.cartStorage(), shared.orderUpdates()]),
  ),
  lazyFeature(
    featureTokens.orders,
    () => import(/* webpackChunkName: "orders" */ './features/orders.wiring'),
    // The push chunk the orders' module asks for is fetched beside it, not after it: one round trip, not two.
    (shared) => Promise.all([shared.orderHistory(), import(/* webpackChunkName: "push" */ './features/push.wiring')]),
  ),
  // The same chunk as the account screens and the login dialog.
  lazyFeature(featureTokens.accounts, () => import(/* webpackChunkName: "accounts" */ './features/accounts.wiring')),
  lazyFeature(
    featureTokens.partnerApplications,
    () => import(/* webpackChunkName: "partner-applications" */ './features/partner-applications.wiring'),
  ),
  lazyFeature(
    featureTokens.transport,
    () => import(/* webpackChunkName: "transport-pages" */ './features/transport.wiring'),
  ),
  lazyFeature(
    featureTokens.merchantConsole,
    () => import(/* webpackChunkName: "console" */ './features/merchant-console.wiring'),
  ),
];

/**
 * The registry's container (./registry.ts): every feature, bound by walking the feature modules' bindings. The
 * first screen's answers come built, the very instances the screens already hold; every other feature is built on
 * its first use over the same shared ports (./features/shared-ports.ts). In the browser this module and inversify
 * are a chunk of their own; the reference server's first-screen drawing builds one whole.
 */
export function buildContainer(
  config: StorefrontConfig,
  shared: SharedPorts = buildSharedPorts(config),
  firstScreen: readonly BuiltAnswer[] = buildAnswers(firstScreenFeatures, shared, config),
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const { token, answer } of firstScreen) container.bind(token).toConstantValue(answer);
  for (const { token, build } of laterFeatures) container.bind(token).toDynamicValue(() => build(shared, config));
  return container;
}

export function resolverFor(container: Container): DependencyResolver {
  return resolverOver((token) => container.get(token));
}
