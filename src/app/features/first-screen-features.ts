import { featureTokens } from '@/application/tokens';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import { buildFeature as buildCatalogue } from './catalogue.wiring';
import { lazyFeature, type FeatureBinding } from './feature-binding';
import { interactiveMapOf } from './interactive-map';

/**
 * The features the first screen and what it starts once it is in run on, bound without the container: browsing
 * the stores and their products never downloads inversify (20 KB gzip; BENCHMARKS.md). The session and the
 * catalogue are built with the first screen; the cart (with a store's product list), the version check (every
 * page), the offline copy (every page, once the version check has run), the live order updates and the address book
 * (to restore the selected address) are chunks of their own, fetched when first asked for: a first visit to `/`
 * fetches the version check's, which holds the offline copy too. Every other feature is bound in the container's
 * own chunk (../container.ts).
 */
export const firstScreenFeatures: readonly FeatureBinding[] = [
  lazyFeature(featureTokens.session, async () => ({ buildFeature: (shared) => shared.session })),
  lazyFeature(featureTokens.catalogue, async () => ({ buildFeature: buildCatalogue })),
  lazyFeature(
    featureTokens.cart,
    () => import(/* webpackChunkName: "cart" */ './cart.wiring'),
    (shared) => shared.cartStorage(),
  ),
  { token: interactiveMapToken, build: (_shared, config) => interactiveMapOf(config) },
  lazyFeature(featureTokens.version, () => import(/* webpackChunkName: "version" */ './version.wiring')),
  // In the version check's chunk, with the shell's part that asks for it (presentation/offline/offline-mount.tsx).
  lazyFeature(featureTokens.offline, () => import(/* webpackChunkName: "version" */ './offline.wiring')),
  lazyFeature(
    featureTokens.realtime,
    () => import(/* webpackChunkName: "realtime" */ './realtime.wiring'),
    (shared) => shared.orderUpdates(),
  ),
  lazyFeature(featureTokens.addresses, () => import(/* webpackChunkName: "address-book" */ './addresses.wiring')),
];
