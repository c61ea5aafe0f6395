/**
 * The app's service worker, built by webpack as an entry of its own into /sw.js (webpack.config.ts), so its scope
 * is every page. It shows a push as a notification (the server wrote its words in the customer's language), posts
 * it to the open pages so their live order updates apply it without asking the server (a ride's page asks for the
 * ride at once), and on a click opens the order's or ride's page, or focuses one already showing it. It also keeps
 * the shop for offline use (shop-offline-routes.ts).
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { keepShopOffline } from '@/infrastructure/offline/shop-offline-routes';
import { pageShowing, receivedPush } from '@/infrastructure/push/service-worker-push';

/** The build's files, named by the build itself (scripts/build/precache-list.ts, through webpack.config.ts). */
declare const __PRECACHE_LIST__: readonly PrecacheEntry[];

// The parts of the worker's API used here: the project compiles against the DOM library, not the worker's.
interface WindowClientLike {
  readonly url: string;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}
interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}
interface NotificationEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}
interface WorkerScope {
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  readonly location: { readonly origin: string };
  addEventListener(type: 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
}

const worker = self as unknown as WorkerScope;

const openPages = () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true });

keepShopOffline(__PRECACHE_LIST__, worker.location.origin);

// A new build's worker waits (no skipWaiting) while a page of the old build is open: activating would drop the old
// build's precached chunks, which that page still asks for and the server no longer has. The version check ends the
// wait (a new version unregisters the workers and reloads: ../infrastructure/version/browser-page-reloader.ts), and
// so does closing the old pages. Once active, it takes the pages no worker controls, so the very first visit's later
// reads are kept.
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event) => {
  const push = receivedPush(event.data?.text());
  if (push === null) return;
  event.waitUntil(
    Promise.all([
      worker.registration.showNotification(push.title, { body: push.body, tag: push.tag, data: { url: push.url } }),
      openPages().then((pages) => pages.forEach((page) => page.postMessage(push.message))),
    ]),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  if (typeof url !== 'string' || !url.startsWith('/')) return;
  event.waitUntil(
    openPages().then((pages) => {
      const showing = pageShowing(pages, url);
      return showing ? showing.focus() : worker.clients.openWindow(url);
    }),
  );
});
