import type { PushMessage } from '@/domain/orders/push-message';

/** The browser's push channel: its push token, and the messages pushed to it or posted by its service worker. */
export interface PushMessages {
  /**
   * Asks for this browser's push token and keeps it (FIREBASE_TOKEN), so the request headers and the device
   * registration send it. Answers the kept token, or the fallback token when the browser cannot receive pushes
   * or the host configured none. Never rejects.
   */
  requestToken(): Promise<string>;

  /**
   * After the customer placed an order: asks their permission to notify (the browser asks once; a refusal is
   * final), subscribes this browser and keeps the subscription as the push token. Answers the token, or null
   * when pushes cannot be had here (no permission, no service worker, no key). Never rejects. Never called on
   * a first visit: nobody is asked before they have an order to hear about.
   */
  enable(): Promise<string | null>;

  /**
   * Calls `onMessage` with every well-formed message from now on, until the returned function is called.
   * Malformed messages are dropped; without a push service this never calls.
   */
  subscribe(onMessage: (message: PushMessage) => void): () => void;
}
