import { Suspense, useEffect, useState } from 'react';
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

// Almost no visit has an order made offline waiting: its sender comes only when one may wait, with the cart
// summary's code, whose dialog and checkout state it shares (and a chunk less for the entry to name).
const WaitingOrderSender = lazyWithTexts(() =>
  import(/* webpackChunkName: "page-cart-summary" */ './waiting-order-sender').then((module) => ({
    default: module.WaitingOrderSender,
  })),
);

/**
 * Mounted by the app shell once the version check has run and found no new version (a new one unregisters the
 * workers and reloads: keeping a copy of the old build first would be wasted). Starts keeping the shop for offline
 * use, and shows the offline banner while the browser says the network is gone. When a cash order made offline
 * may wait (asked at the start and whenever the network goes or returns), mounts what sends it.
 */
export function OfflineMount() {
  const loadOffline = useFeatureLoader(featureTokens.offline);
  const offline = useNetworkOffline();
  const [orderMayWait, setOrderMayWait] = useState(false);
  useEffect(() => {
    loadOffline().then(
      (feature) => feature.keepShopForOffline(),
      // Its code lost to the network: the next page load tries again.
      () => undefined,
    );
  }, [loadOffline]);
  useEffect(() => {
    loadOffline().then(
      (feature) => {
        if (feature.ordersMayWait()) setOrderMayWait(true);
      },
      () => undefined,
    );
  }, [loadOffline, offline]);
  // Each in a boundary of its own: the sender's code on its way never hides the banner.
  return (
    <>
      {offline ? (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      ) : null}
      {orderMayWait ? (
        <Suspense fallback={null}>
          <WaitingOrderSender />
        </Suspense>
      ) : null}
    </>
  );
}
