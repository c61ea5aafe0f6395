import type { OfflineFeature } from '@/application/offline/offline.feature';
import { keepOfflineCopy } from '@/infrastructure/offline/offline-copy';
import type { Build } from './feature-binding';

/** The offline copy: the browser's service-worker container, for the page as it loaded. */
export const buildFeature: Build<OfflineFeature> = () => ({
  keepShopForOffline: () =>
    keepOfflineCopy(
      'serviceWorker' in globalThis.navigator ? globalThis.navigator.serviceWorker : undefined,
      globalThis.location,
    ),
});
