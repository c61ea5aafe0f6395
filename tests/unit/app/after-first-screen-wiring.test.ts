import { buildAfterFirstScreenWiring } from '@/app/after-first-screen-wiring';
import { buildFirstScreenWiring } from '@/app/first-screen-wiring';
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
  return buildAfterFirstScreenWiring(parsed.config, buildFirstScreenWiring(parsed.config)).orderUpdates();
}

describe('the live order updates every page starts once its first screen is in', () => {
  beforeEach(() => jest.mocked(BrowserPushMessages).mockClear());

  it('follow the event stream alone, without fetching the push code, when no push can arrive', async () => {
    const updates = await orderUpdatesFor({});
    expect(updates).toBeInstanceOf(EventStreamOrderUpdates);
    expect(BrowserPushMessages).not.toHaveBeenCalled();
  });

  it('join the push messages to the stream when the host configured a push key', async () => {
    const updates = await orderUpdatesFor({ pushPublicKey: 'BExampleVapidPublicKey' });
    expect(BrowserPushMessages).toHaveBeenCalledTimes(1);
    expect(jest.mocked(BrowserPushMessages).mock.calls[0]?.[0]).toMatchObject({ publicKey: 'BExampleVapidPublicKey' });
    expect(updates).not.toBeInstanceOf(EventStreamOrderUpdates);
  });
});
