import type { PushMessages } from '@/application/ports/push-messages.port';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { browserStorage } from '@/infrastructure/session/key-value-storage';
import { lazyPortAnswering, loadOnce, subscribeOnceLoaded } from './lazy-port';

/**
 * The push channel until its adapter (and the contract it parses with) has loaded: the token waits for the
 * load, and a listener is handed on once it is there. A chunk that cannot load means no pushes, quietly.
 */
export function lazyPushMessages(config: StorefrontConfig): PushMessages {
  const adapter = loadOnce(() =>
    import(/* webpackChunkName: "push" */ '@/infrastructure/push/browser-push-messages').then(
      (module) =>
        new module.BrowserPushMessages({
          storage: browserStorage(),
          publicKey: config.pushPublicKey,
          serviceWorker: module.browserServiceWorker(),
        }),
    ),
  );
  return lazyPortAnswering<PushMessages, 'subscribe'>(adapter, {
    subscribe: subscribeOnceLoaded(() => adapter().then((real) => real.subscribe.bind(real))),
  });
}
