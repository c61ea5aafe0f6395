import type { Container } from 'inversify';
import { mergeOrderUpdates } from '@/application/order/merged-order-updates';
import { createPushOrderUpdates } from '@/application/order/push-order-updates';
import type { OrderUpdates } from '@/application/ports/order-updates.port';
import type { PushMessages } from '@/application/ports/push-messages.port';
import { portTokens } from '@/application/tokens';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { browserStorage } from '@/infrastructure/session/key-value-storage';
import { lazyPortAnswering, loadOnce } from './lazy-port';

/**
 * The push channel until its adapter (and the contract it parses with) has loaded: the token waits for the
 * load, and a listener is handed on once it is there. A chunk that cannot load means no pushes, quietly.
 */
function lazyPushMessages(load: () => Promise<PushMessages>): PushMessages {
  const adapter = loadOnce(load);
  return lazyPortAnswering<PushMessages, 'subscribe'>(adapter, {
    subscribe(onMessage) {
      let unsubscribe: (() => void) | null = null;
      let stopped = false;
      adapter().then(
        (real) => {
          if (!stopped) unsubscribe = real.subscribe(onMessage);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
  });
}

/**
 * The real-time stream joined by push and service-worker messages, so both reach the same handling: the
 * order on screen, the card payment and page 1 of active orders.
 */
export function withPushMessages(container: Container, config: StorefrontConfig, stream: OrderUpdates): OrderUpdates {
  const pushMessages = lazyPushMessages(() =>
    import(/* webpackChunkName: "push" */ '@/infrastructure/push/browser-push-messages').then(
      (module) =>
        new module.BrowserPushMessages({
          storage: browserStorage(),
          publicKey: config.pushPublicKey,
          serviceWorker: module.browserServiceWorker(),
        }),
    ),
  );
  const pushed = createPushOrderUpdates({ pushMessages, orderHistory: container.get(portTokens.orderHistory) });
  return mergeOrderUpdates([stream, pushed]);
}
