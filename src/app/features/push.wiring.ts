import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { HttpClient } from '@/infrastructure/http/http-client';
import { BrowserPushMessages, browserServiceWorker } from '@/infrastructure/push/browser-push-messages';
import { HttpPushSubscriptions } from '@/infrastructure/push/http-push-subscriptions';
import { registerServiceWorker } from '@/infrastructure/push/service-worker-registration';
import type { KeyValueStorage } from '@/infrastructure/session/key-value-storage';

/**
 * The browser's push channel and the server's subscriptions, one chunk fetched after the first screen (by an order
 * screen or the payment): loading it registers the app's service worker, so its messages reach the open page and
 * an order's notifications can be shown. The key is the host's configured one, else the reference server's.
 */
export function browserPush(
  config: Pick<StorefrontConfig, 'pushPublicKey'>,
  walletV1: HttpClient,
  storage: KeyValueStorage,
) {
  const serviceWorker = browserServiceWorker();
  if (serviceWorker) void registerServiceWorker(serviceWorker);
  const subscriptions = new HttpPushSubscriptions(walletV1);
  const pushMessages = new BrowserPushMessages({
    storage,
    publicKey: config.pushPublicKey,
    serverKey: () => subscriptions.publicKey(),
    serviceWorker,
  });
  return { pushMessages, subscriptions };
}
