import { Suspense, useEffect } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../di/dependency-context';
import { lazyWithTexts } from '../i18n/lazy-with-texts';
import { useNetworkOffline } from './use-network-offline';

// Almost every visit is online: the banner's code and words come only when the network goes (from the worker's
// precache, which holds every chunk of the shop).
const OfflineBanner = lazyWithTexts(() =>
  import(/* webpackChunkName: "offline-banner" */ './offline-banner').then((module) => ({
    default: module.OfflineBanner,
  })),
);

/**
 * Mounted by the app shell once the version check has run and found no new version (a new one unregisters the
 * workers and reloads: keeping a copy of the old build first would be wasted). Starts keeping the shop for offline
 * use, and shows the offline banner while the browser says the network is gone.
 */
export function OfflineMount() {
  const loadOffline = useFeatureLoader(featureTokens.offline);
  const offline = useNetworkOffline();
  useEffect(() => {
    loadOffline().then(
      (feature) => feature.keepShopForOffline(),
      // Its code lost to the network: the next page load tries again.
      () => undefined,
    );
  }, [loadOffline]);
  if (!offline) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
