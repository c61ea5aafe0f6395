/**
 * Which requests the service worker keeps a copy of for the shop to open offline. An allow-list, so nothing a
 * session owns (orders, the account, addresses, vouchers, payments) is ever written to the browser's caches:
 * only the public catalogue the shop browses, the page and its configuration.
 */

/**
 * The catalogue's reads under any API origin: the store listing (companies), a store and its categories, a
 * store's products (its menu) and one product's details. Paths only: the host may serve the API elsewhere.
 */
const catalogueRead = /\/v1\/(?:companies(?:\/[^/]+(?:\/categories)?)?|products(?:\/[^/]+)?)$/;

export function isCatalogueRead(method: string, url: URL): boolean {
  return method === 'GET' && catalogueRead.test(url.pathname);
}

/** The host's configuration beside index.html, which the page reads when it came without one (the offline shell). */
export function isConfigRead(method: string, url: URL, origin: string): boolean {
  return method === 'GET' && url.origin === origin && url.pathname === '/config.json';
}

/**
 * A picture the shop shows: the server's media, the host's logo or an external image host. The request's own
 * destination says it is a picture; the worker keeps only a readable copy (status 200).
 */
export function isPicture(destination: string): boolean {
  return destination === 'image';
}

/** The servers' own addresses, never a page: the API, the merchant service and the media files. */
const notPages = /^\/(?:api|merchant|media|assets)\//;

/**
 * A page of the app: a navigation, or the page the window asks the worker to keep (it loaded before the worker
 * was there), which is asked for as HTML.
 */
export function isAppPage(request: { mode: string; method: string; headers: Headers }, url: URL, origin: string) {
  if (request.method !== 'GET' || url.origin !== origin || notPages.test(url.pathname)) return false;
  return request.mode === 'navigate' || request.headers.get('accept') === 'text/html';
}

/**
 * The cache key of a catalogue read: its address and the language it was asked in (Accept-Language), since the
 * server writes the catalogue's names in that language and a cache matches on the address alone.
 */
export function keyWithLanguage(url: string, language: string | null): string {
  const keyed = new URL(url);
  keyed.searchParams.set('sw-language', language ?? '');
  return keyed.href;
}
