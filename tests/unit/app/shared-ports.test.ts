import { buildSharedPorts } from '@/app/features/shared-ports';
import { parseStorefrontConfig } from '@/config/parse-config';
import { BrowserPushMessages } from '@/infrastructure/push/browser-push-messages';
import { EventStreamOrderUpdates } from '@/infrastructure/realtime/event-stream-order-updates';

jest.mock('@/infrastructure/push/browser-push-messages', () => {
  const actual: Record<string, unknown> = jest.requireActual('@/infrastructure/push/browser-push-messages');
  const Actual = actual.BrowserPushMessages as new (...args: unknown[]) => object;
  return { ...actual, BrowserPushMessages: jest.fn((...args: unknown[]) => new Actual(...args)) };
});

function orderUpdatesFor(overrides: Record<string, unknown>) {
  const parsed = parseStorefrontConfig(overrides);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return buildSharedPorts(parsed.config).orderUpdates();
}

describe('the live order updates every page starts once its first screen is in', () => {
  beforeEach(() => jest.mocked(BrowserPushMessages).mockClear());

  it('follow the event stream alone, without fetching the push code, in a browser without service workers', async () => {
    const updates = await orderUpdatesFor({ pushPublicKey: 'BExampleVapidPublicKey' });
    expect(updates).toBeInstanceOf(EventStreamOrderUpdates);
    expect(BrowserPushMessages).not.toHaveBeenCalled();
  });

  describe('in a browser with service workers', () => {
    const register = jest.fn(() => Promise.resolve({}));
    const nodeNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    beforeEach(() => {
      register.mockClear();
      // The tests run in Node, which has no navigator: the browser's is given just its service workers.
      Object.defineProperty(globalThis, 'navigator', {
        configurable: true,
        value: {
          serviceWorker: { register, getRegistration: () => Promise.resolve(undefined), addEventListener: jest.fn() },
        },
      });
    });
    afterEach(() => {
      if (nodeNavigator) Object.defineProperty(globalThis, 'navigator', nodeNavigator);
      else Reflect.deleteProperty(globalThis, 'navigator');
    });

    it("join the push messages to the stream, with the host's key, and register the app's worker", async () => {
      const updates = await orderUpdatesFor({ pushPublicKey: 'BExampleVapidPublicKey' });
      expect(BrowserPushMessages).toHaveBeenCalledTimes(1);
      expect(jest.mocked(BrowserPushMessages).mock.calls[0]?.[0]).toMatchObject({
        publicKey: 'BExampleVapidPublicKey',
      });
      expect(updates).not.toBeInstanceOf(EventStreamOrderUpdates);
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    });

    it("join them without a configured key too: the server's key is asked for when the customer enables pushes", async () => {
      await orderUpdatesFor({});
      expect(BrowserPushMessages).toHaveBeenCalledTimes(1);
      expect(jest.mocked(BrowserPushMessages).mock.calls[0]?.[0]).toMatchObject({ publicKey: null });
    });
  });
});
