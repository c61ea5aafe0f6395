import type { OfflineFeature } from '@/application/offline/offline.feature';
import { keepOfflineCopy } from '@/infrastructure/offline/offline-copy';
import { ordersMayWait } from '@/infrastructure/offline/waiting-orders-marker';
import type { Build } from './feature-binding';

/**
 * The offline copy: the browser's service-worker container, for the page as it loaded; and the marker the queue
 * of cash orders made offline keeps beside it (checkout.wiring.ts).
 */
export const buildFeature: Build<OfflineFeature> = (shared) => ({
  keepShopForOffline: () =>
    keepOfflineCopy(
      'serviceWorker' in globalThis.navigator ? globalThis.navigator.serviceWorker : undefined,
      globalThis.location,
    ),
  ordersMayWait: () => ordersMayWait(shared.storage),
});
