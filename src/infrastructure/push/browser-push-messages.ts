import type { PushMessages } from '@/application/ports/push-messages.port';
import { pushMessageSchema } from '@/contract/realtime/push-message.contract';
import type { PushMessage } from '@/domain/orders/push-message';
import { deviceStorageKeys } from '../device/browser-device-identity';
import { fallbackPushToken } from '../http/request-headers';
import type { KeyValueStorage } from '../session/key-value-storage';
import { applicationServerKeyFrom } from './application-server-key';
import { registerServiceWorker } from './service-worker-registration';

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

export interface ServiceWorkerRegistrationLike {
  readonly pushManager?: PushManagerLike;
}

export interface ServiceWorkerContainerLike {
  /** The page's registration; undefined when the host registered no service worker. */
  getRegistration(): Promise<ServiceWorkerRegistrationLike | undefined>;
  /** Registers the app's worker (see ./service-worker-registration.ts); absent in the tests' older fakes. */
  register?(url: string, options: { scope: string }): Promise<unknown>;
  /** Settles once a worker of the page's registration is active. */
  readonly ready?: Promise<ServiceWorkerRegistrationLike>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The Notifications API's permission, so tests can answer for the customer. */
export interface NotificationPermissionLike {
  state(): NotificationPermission | 'unsupported';
  /** Shows the browser's question; answers the customer's choice. */
  request(): Promise<NotificationPermission>;
}

export interface BrowserPushOptions {
  readonly storage: KeyValueStorage;
  /** The host's Web Push public key; null: the server's (serverKey), or none, when messages are still heard. */
  readonly publicKey: string | null;
  /** The reference server's VAPID public key, asked only when the customer enables pushes. */
  readonly serverKey?: () => Promise<string | null>;
  /** The browser's notification permission; Notification's own by default. */
  readonly permission?: NotificationPermissionLike;
  /** navigator.serviceWorker; absent on plain http and in old browsers. */
  readonly serviceWorker: ServiceWorkerContainerLike | undefined;
}

/** The server keeps push tokens of up to this length; a longer one is not sent rather than refused. */
const maxPushTokenLength = 4096;

export function browserNotificationPermission(): NotificationPermissionLike {
  const api = (globalThis as { Notification?: typeof Notification }).Notification;
  return {
    state: () => api?.permission ?? 'unsupported',
    request: () => (api ? api.requestPermission() : Promise.resolve('denied')),
  };
}

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

  /** At start-up: the kept token, renewed when the customer already allowed notifications (nobody is asked here). */
  async requestToken(): Promise<string> {
    const allowed = this.permission().state() === 'granted';
    const subscribed = allowed ? await this.subscribedToken().catch(() => null) : null;
    if (subscribed !== null) {
      this.keep(subscribed);
      return subscribed;
    }
    return this.kept() ?? fallbackPushToken;
  }

  async enable(): Promise<string | null> {
    try {
      const permission = this.permission();
      const state = permission.state();
      if (state === 'unsupported' || !this.options.serviceWorker) return null;
      if ((state === 'default' ? await permission.request() : state) !== 'granted') return null;
      const token = await this.subscribedToken();
      if (token !== null) this.keep(token);
      return token;
    } catch {
      return null;
    }
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
    const serviceWorker = this.options.serviceWorker;
    if (!serviceWorker) return null;
    const publicKey = this.options.publicKey ?? (await this.options.serverKey?.()) ?? null;
    const key = publicKey === null ? null : applicationServerKeyFrom(publicKey);
    if (key === null) return null;
    const pushManager = (await this.activeRegistration(serviceWorker))?.pushManager;
    if (!pushManager) return null;
    const subscription =
      (await pushManager.getSubscription()) ??
      (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
    const token = JSON.stringify(subscription.toJSON());
    return token.length <= maxPushTokenLength ? token : null;
  }

  /**
   * The page's registration once its worker is active (a subscription needs one). getRegistration first, not
   * `ready`: `ready` never settles on a page without a service worker; the app's worker is registered here when
   * the page has none yet, and then `ready` does settle.
   */
  private async activeRegistration(
    serviceWorker: ServiceWorkerContainerLike,
  ): Promise<ServiceWorkerRegistrationLike | undefined> {
    const registration = await serviceWorker.getRegistration();
    if (registration || !serviceWorker.register || !serviceWorker.ready) return registration;
    await registerServiceWorker(serviceWorker);
    return serviceWorker.ready;
  }

  private permission(): NotificationPermissionLike {
    return this.options.permission ?? browserNotificationPermission();
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
      const { status, merchant_query_id: merchantQueryId } = parsed.data;
      return {
        moduleCode: String(parsed.data.module_code),
        moduleType: parsed.data.module_type,
        queryId: parsed.data.query_id,
        ...(status !== undefined && merchantQueryId !== undefined ? { carried: { status, merchantQueryId } } : {}),
      };
    }
  }
  return null;
}
