import type { PushMessages } from '@/application/ports/push-messages.port';
import { pushMessageSchema } from '@/contract/realtime/push-message.contract';
import type { PushMessage } from '@/domain/order/push-message';
import { deviceStorageKeys } from '../device/browser-device-identity';
import { fallbackPushToken } from '../http/request-headers';
import type { KeyValueStorage } from '../session/key-value-storage';
import { applicationServerKeyFrom } from './application-server-key';

/** The parts of the Push API used here, so tests can hand in fakes. */
export interface PushSubscriptionLike {
  toJSON(): unknown;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<PushSubscriptionLike>;
}

export interface ServiceWorkerContainerLike {
  /** The page's registration; undefined when the host registered no service worker. */
  getRegistration(): Promise<{ readonly pushManager?: PushManagerLike } | undefined>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface BrowserPushOptions {
  readonly storage: KeyValueStorage;
  /** The host's Web Push public key; null: the browser is not subscribed, messages are still heard. */
  readonly publicKey: string | null;
  /** navigator.serviceWorker; absent on plain http and in old browsers. */
  readonly serviceWorker: ServiceWorkerContainerLike | undefined;
}

/** The server keeps push tokens of up to this length; a longer one is not sent rather than refused. */
const maxPushTokenLength = 4096;

export function browserServiceWorker(): ServiceWorkerContainerLike | undefined {
  const nav = globalThis.navigator as Navigator | undefined;
  return nav && 'serviceWorker' in nav ? nav.serviceWorker : undefined;
}

/**
 * Push messages through the browser: messages the service worker posts to the page, and, when the host
 * configured a public key, a Web Push subscription whose JSON is the push token. Without a service worker,
 * a key or the customer's permission everything is a quiet no-op: the fallback token, no messages, no error.
 */
export class BrowserPushMessages implements PushMessages {
  constructor(private readonly options: BrowserPushOptions) {}

  async requestToken(): Promise<string> {
    const subscribed = await this.subscribedToken().catch(() => null);
    if (subscribed !== null) {
      this.keep(subscribed);
      return subscribed;
    }
    return this.kept() ?? fallbackPushToken;
  }

  subscribe(onMessage: (message: PushMessage) => void): () => void {
    const serviceWorker = this.options.serviceWorker;
    if (!serviceWorker) return () => undefined;
    const listener = (event: MessageEvent) => {
      const message = parsePushMessage(event.data);
      if (message) onMessage(message);
    };
    serviceWorker.addEventListener('message', listener);
    return () => serviceWorker.removeEventListener('message', listener);
  }

  /** The subscription's JSON, subscribing first when there is none; null when pushes cannot be had. */
  private async subscribedToken(): Promise<string | null> {
    const key = this.options.publicKey === null ? null : applicationServerKeyFrom(this.options.publicKey);
    const serviceWorker = this.options.serviceWorker;
    if (key === null || !serviceWorker) return null;
    // getRegistration, not `ready`: `ready` never settles on a page without a service worker.
    const pushManager = (await serviceWorker.getRegistration())?.pushManager;
    if (!pushManager) return null;
    const subscription =
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const token = JSON.stringify(subscription.toJSON());
    return token.length <= maxPushTokenLength ? token : null;
  }

  private kept(): string | null {
    try {
      const token = this.options.storage.getItem(deviceStorageKeys.pushToken)?.trim() ?? '';
      return token === '' ? null : token;
    } catch {
      return null;
    }
  }

  private keep(token: string): void {
    try {
      this.options.storage.setItem(deviceStorageKeys.pushToken, token);
    } catch {
      // Unkept, the token is asked for again on the next visit; the headers send the fallback meanwhile.
    }
  }
}

/**
 * One posted message: the push message itself, or one wrapped in `data` as Firebase's service worker posts
 * it. Anything else (another library's message, a malformed push) is ignored.
 */
export function parsePushMessage(data: unknown): PushMessage | null {
  const candidates = [data, typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : undefined];
  for (const candidate of candidates) {
    const parsed = pushMessageSchema.safeParse(candidate);
    if (parsed.success) {
      return {
        moduleCode: String(parsed.data.module_code),
        moduleType: parsed.data.module_type,
        queryId: parsed.data.query_id,
      };
    }
  }
  return null;
}
