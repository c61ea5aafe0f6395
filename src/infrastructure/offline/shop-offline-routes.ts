import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isAppPage, isCatalogueRead, isConfigRead, isPicture, keyWithLanguage } from './shop-reads';

/** The page the worker answers a navigation with when the network is gone and the page was never kept. */
export const offlineShellUrl = '/index.html';

/** The caches the worker keeps besides the build's precache, each within its limits. */
export const shopCaches = {
  pages: { name: 'shop-pages', maxEntries: 40 },
  catalogue: { name: 'shop-catalogue', maxEntries: 300 },
  pictures: { name: 'shop-pictures', maxEntries: 200 },
  config: { name: 'shop-config', maxEntries: 1 },
} as const;

const week = 7 * 24 * 60 * 60;
const month = 30 * 24 * 60 * 60;

/** Only a whole answer is kept: never an error page, a redirect or an opaque picture whose size is unknown. */
const completeAnswers = () => new CacheableResponsePlugin({ statuses: [200] });

/**
 * The shop offline after one visit (issue 29, part 2), all in Workbox:
 * - the build's files (its hashed scripts and index.html, listed by the build) are precached, so a page of this
 *   build has every chunk it may ask for, and keeps them while it stays open (see service-worker.ts: a new
 *   worker waits for it);
 * - pages are fetched from the network first (a deploy is what the next load runs) and kept, so a page visited
 *   once opens offline as the server drew it; a page never kept opens as the app's empty shell, which draws it;
 * - the catalogue's reads are fetched from the network first (fresh when online) and kept, per language;
 * - pictures are kept first-come within an entry and age limit, the least recently used dropped first.
 * Workbox's routes answer GETs only: nothing posted is ever kept.
 */
export function keepShopOffline(precacheList: readonly PrecacheEntry[], origin: string): void {
  // Only index.html as named: no "/" to index.html, so the page the server draws is never replaced by the shell.
  precacheAndRoute([...precacheList], { directoryIndex: '', cleanURLs: false });

  registerRoute(
    ({ request, url }) => isAppPage(request, url, origin),
    new NetworkFirst({
      cacheName: shopCaches.pages.name,
      plugins: [
        completeAnswers(),
        new ExpirationPlugin({ maxEntries: shopCaches.pages.maxEntries, maxAgeSeconds: month }),
        { handlerDidError: async () => matchPrecache(offlineShellUrl) },
      ],
    }),
  );

  registerRoute(
    ({ request, url }) => isCatalogueRead(request.method, url),
    new NetworkFirst({
      cacheName: shopCaches.catalogue.name,
      plugins: [
        completeAnswers(),
        new ExpirationPlugin({ maxEntries: shopCaches.catalogue.maxEntries, maxAgeSeconds: week }),
        {
          cacheKeyWillBeUsed: async ({ request }) =>
            keyWithLanguage(request.url, request.headers.get('accept-language')),
        },
      ],
    }),
  );

  registerRoute(
    ({ request, url }) => isConfigRead(request.method, url, origin),
    new NetworkFirst({ cacheName: shopCaches.config.name, plugins: [completeAnswers()] }),
  );

  registerRoute(
    ({ request }) => isPicture(request.destination),
    new CacheFirst({
      cacheName: shopCaches.pictures.name,
      plugins: [
        completeAnswers(),
        new ExpirationPlugin({
          maxEntries: shopCaches.pictures.maxEntries,
          maxAgeSeconds: month,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
