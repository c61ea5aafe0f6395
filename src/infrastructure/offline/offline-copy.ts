import { serviceWorkerUrl } from '../push/service-worker-registration';

/** The parts of the browser's service-worker container the offline copy uses. */
export interface WorkerContainerLike {
  readonly controller: unknown;
  readonly ready: Promise<{ readonly active: { postMessage(message: unknown): void } | null }>;
  register(url: string, options: { scope: string }): Promise<unknown>;
}

/** What the page hands the worker to keep, as Workbox's router reads it ("CACHE_URLS"). */
export interface KeepMessage {
  readonly type: 'CACHE_URLS';
  readonly payload: { readonly urlsToCache: ReadonlyArray<string | readonly [string, RequestInit]> };
}

/**
 * What a page that loaded before the worker controlled it asks the worker to keep: the page itself, asked for as
 * HTML (the worker's page route keeps it as the server drew it), and the configuration the offline shell reads.
 */
export function keepMessageFor(pageUrl: string, origin: string): KeepMessage {
  return {
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[pageUrl, { headers: { accept: 'text/html' } }], `${origin}/config.json`] },
  };
}

/**
 * Registers the app's service worker (which keeps the shop for offline use: shop-offline-routes.ts) and, when this
 * page loaded without one controlling it (a first visit, or the first load after a new version cleared the
 * workers), hands it what that load fetched before it could see it; the worker keeps them in the background. A
 * browser without service workers, or one that refuses, simply has no offline copy.
 */
export async function keepOfflineCopy(
  container: WorkerContainerLike | undefined,
  page: { readonly href: string; readonly origin: string },
): Promise<void> {
  if (!container) return;
  const uncontrolled = container.controller === null;
  try {
    await container.register(serviceWorkerUrl, { scope: '/' });
    if (!uncontrolled) return;
    const { active } = await container.ready;
    if (!active) return;
    active.postMessage(keepMessageFor(page.href, page.origin));
  } catch {
    // No worker (private mode, an insecure origin): the shop works online as before.
  }
}
