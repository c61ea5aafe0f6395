import type { PushMessage } from '@/domain/orders/push-message';
import {
  BrowserPushMessages,
  parsePushMessage,
  type NotificationPermissionLike,
  type PushManagerLike,
  type ServiceWorkerContainerLike,
} from '@/infrastructure/push/browser-push-messages';
import { MemoryStorage } from '@/infrastructure/session/key-value-storage';

// A P-256 public key in base64url, as a host publishes its VAPID key (65 bytes).
const publicKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

const subscriptionJson = { endpoint: 'https://push.example/abc', keys: { p256dh: 'key', auth: 'secret' } };

/** A service worker container whose message listeners the test can post to. */
class FakeServiceWorker implements ServiceWorkerContainerLike {
  readonly listeners = new Set<(event: MessageEvent) => void>();
  subscribeCalls: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[] = [];

  constructor(
    private readonly registration: 'NONE' | 'NO_PUSH' | 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'DENIED' = 'UNSUBSCRIBED',
  ) {}

  async getRegistration() {
    if (this.registration === 'NONE') return undefined;
    if (this.registration === 'NO_PUSH') return {};
    const pushManager: PushManagerLike = {
      getSubscription: async () =>
        this.registration === 'SUBSCRIBED' ? { toJSON: () => ({ ...subscriptionJson, endpoint: 'kept' }) } : null,
      subscribe: async (options) => {
        this.subscribeCalls.push(options);
        if (this.registration === 'DENIED') throw new Error('NotAllowedError');
        return { toJSON: () => subscriptionJson };
      },
    };
    return { pushManager };
  }

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  post(data: unknown): void {
    for (const listener of [...this.listeners]) listener({ data } as MessageEvent);
  }
}

/** The customer's answer to the browser's question, and how often they were asked. */
class FakePermission implements NotificationPermissionLike {
  asked = 0;

  constructor(
    private current: NotificationPermission | 'unsupported',
    private readonly answer: NotificationPermission = 'granted',
  ) {}

  state() {
    return this.current;
  }

  async request() {
    this.asked += 1;
    this.current = this.answer;
    return this.answer;
  }
}

function setUp(
  options: {
    key?: string | null;
    worker?: FakeServiceWorker | undefined;
    kept?: string;
    permission?: FakePermission;
    serverKey?: () => Promise<string | null>;
  } = {},
) {
  const storage = new MemoryStorage();
  if (options.kept !== undefined) storage.setItem('FIREBASE_TOKEN', options.kept);
  const serviceWorker = 'worker' in options ? options.worker : new FakeServiceWorker();
  const permission = options.permission ?? new FakePermission('granted');
  const push = new BrowserPushMessages({
    storage,
    publicKey: options.key ?? null,
    serviceWorker,
    permission,
    ...(options.serverKey ? { serverKey: options.serverKey } : {}),
  });
  return { storage, serviceWorker, push, permission };
}

describe('BrowserPushMessages.requestToken', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("subscribes with the host's key, visible pushes only, and keeps the subscription as FIREBASE_TOKEN", async () => {
    const worker = new FakeServiceWorker('UNSUBSCRIBED');
    const { storage, push } = setUp({ key: publicKey, worker });
    await expect(push.requestToken()).resolves.toBe(JSON.stringify(subscriptionJson));
    expect(storage.getItem('FIREBASE_TOKEN')).toBe(JSON.stringify(subscriptionJson));
    expect(worker.subscribeCalls).toHaveLength(1);
    expect(worker.subscribeCalls[0]?.userVisibleOnly).toBe(true);
    expect(worker.subscribeCalls[0]?.applicationServerKey).toHaveLength(65);
    expect(worker.subscribeCalls[0]?.applicationServerKey[0]).toBe(0x04);
  });

  it('reuses the subscription the browser already has', async () => {
    const worker = new FakeServiceWorker('SUBSCRIBED');
    const { push } = setUp({ key: publicKey, worker });
    await expect(push.requestToken()).resolves.toBe(JSON.stringify({ ...subscriptionJson, endpoint: 'kept' }));
    expect(worker.subscribeCalls).toEqual([]);
  });

  it.each([
    ['no key is configured', { key: null }],
    ['the key is not base64url', { key: 'not a key!' }],
    ['there is no service worker API', { key: publicKey, worker: undefined }],
    ['no service worker is registered', { key: publicKey, worker: new FakeServiceWorker('NONE') }],
    ['the registration has no push manager', { key: publicKey, worker: new FakeServiceWorker('NO_PUSH') }],
    ['the customer refuses notifications', { key: publicKey, worker: new FakeServiceWorker('DENIED') }],
  ])('answers the fallback token quietly when %s', async (_case, options) => {
    const { storage, push } = setUp(options);
    await expect(push.requestToken()).resolves.toBe('NO_PUSH_TOKEN');
    expect(storage.getItem('FIREBASE_TOKEN')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(['default', 'denied'] as const)(
    'never asks nor subscribes at start-up when the permission is %s: the customer is asked only after an order',
    async (state) => {
      const worker = new FakeServiceWorker('UNSUBSCRIBED');
      const permission = new FakePermission(state);
      const { push, storage } = setUp({ key: publicKey, worker, permission });
      await expect(push.requestToken()).resolves.toBe('NO_PUSH_TOKEN');
      expect(permission.asked).toBe(0);
      expect(worker.subscribeCalls).toEqual([]);
      expect(storage.getItem('FIREBASE_TOKEN')).toBeNull();
    },
  );

  it('answers the token kept from an earlier visit when it cannot subscribe now', async () => {
    const { push } = setUp({ key: null, kept: 'earlier-token' });
    await expect(push.requestToken()).resolves.toBe('earlier-token');
  });
});

describe('BrowserPushMessages.enable', () => {
  it("asks the customer, subscribes with the server's key when the host configured none, and keeps the subscription", async () => {
    const worker = new FakeServiceWorker('UNSUBSCRIBED');
    const permission = new FakePermission('default', 'granted');
    const { push, storage } = setUp({ worker, permission, serverKey: async () => publicKey });
    await expect(push.enable()).resolves.toBe(JSON.stringify(subscriptionJson));
    expect(permission.asked).toBe(1);
    expect(worker.subscribeCalls).toHaveLength(1);
    expect(worker.subscribeCalls[0]?.applicationServerKey[0]).toBe(0x04);
    expect(storage.getItem('FIREBASE_TOKEN')).toBe(JSON.stringify(subscriptionJson));
  });

  it('does not ask again a customer who already allowed notifications', async () => {
    const permission = new FakePermission('granted');
    const { push } = setUp({ key: publicKey, permission });
    await expect(push.enable()).resolves.toBe(JSON.stringify(subscriptionJson));
    expect(permission.asked).toBe(0);
  });

  it.each([
    ['refuses now', { permission: new FakePermission('default', 'denied') }],
    ['refused before', { permission: new FakePermission('denied') }],
    ['has a browser without notifications', { permission: new FakePermission('unsupported') }],
    ['has a browser without service workers', { worker: undefined }],
    ['meets a server without a key', { serverKey: async () => null }],
  ])('answers null and keeps nothing when the customer %s', async (_case, options) => {
    const { push, storage } = setUp(options);
    await expect(push.enable()).resolves.toBeNull();
    expect(storage.getItem('FIREBASE_TOKEN')).toBeNull();
  });
});

describe('BrowserPushMessages.subscribe', () => {
  const message: PushMessage = { moduleCode: '9017', moduleType: 'SSE_ORDER_STATUS_CHANGED', queryId: 'invoice-7' };
  const wire = { module_code: 9017, module_type: 'SSE_ORDER_STATUS_CHANGED', query_id: 'invoice-7' };

  it("hands on the service worker's messages, flat or wrapped in data, and ignores malformed ones", () => {
    const worker = new FakeServiceWorker();
    const { push } = setUp({ worker });
    const heard: PushMessage[] = [];
    push.subscribe((received) => heard.push(received));
    worker.post(wire);
    worker.post({ data: { ...wire, module_code: '9017' } });
    worker.post({ module_type: 'SSE_ORDER_STATUS_CHANGED' });
    worker.post({ ...wire, query_id: '' });
    worker.post('not json at all');
    worker.post(null);
    expect(heard).toEqual([message, message]);
  });

  it('stops hearing messages once unsubscribed', () => {
    const worker = new FakeServiceWorker();
    const { push } = setUp({ worker });
    const stop = push.subscribe(() => undefined);
    expect(worker.listeners.size).toBe(1);
    stop();
    expect(worker.listeners.size).toBe(0);
  });

  it('is a quiet no-op without a service worker', () => {
    const { push } = setUp({ worker: undefined });
    const stop = push.subscribe(() => undefined);
    expect(() => stop()).not.toThrow();
  });
});

describe('parsePushMessage', () => {
  it("keeps the change the app's service worker adds, so the page needs not read the order", () => {
    const posted = {
      module_code: 'ORDER',
      module_type: 'SSE_ORDER_STATUS_CHANGED',
      query_id: 'inv-2',
      status: 'order_confirmed',
      merchant_query_id: 'store-9',
    };
    expect(parsePushMessage(posted)).toEqual({
      moduleCode: 'ORDER',
      moduleType: 'SSE_ORDER_STATUS_CHANGED',
      queryId: 'inv-2',
      carried: { status: 'order_confirmed', merchantQueryId: 'store-9' },
    });
  });

  it('turns the wire names into the domain message', () => {
    expect(parsePushMessage({ module_code: 'ORDER', module_type: 'INVOICE', query_id: 'inv-1' })).toEqual({
      moduleCode: 'ORDER',
      moduleType: 'INVOICE',
      queryId: 'inv-1',
    });
  });
});
