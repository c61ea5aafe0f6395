import type { NewPushSubscription } from '@/server/push/store/push-subscription-repository';
import { subscribeToPush } from '@/server/push/subscribe-to-push';

const now = Date.parse('2026-11-21T10:00:00.000Z');
const browser: NewPushSubscription = {
  endpoint: 'http://intranet.example/push',
  p256dh: 'key',
  auth: 'secret',
  language: 'fi',
};

function subscriptionsInMemory(httpsOnly: boolean) {
  const saved: { userId: number; subscription: NewPushSubscription; at: Date }[] = [];
  const context = {
    clock: () => now,
    httpsOnly,
    subscriptions: {
      save: (userId: number, subscription: NewPushSubscription, at: Date) => {
        saved.push({ userId, subscription, at });
        return Promise.resolve();
      },
    },
  };
  return { context, saved };
}

describe('subscribeToPush', () => {
  it('refuses a plain-http endpoint where only https is taken, keeping nothing', async () => {
    const { context, saved } = subscriptionsInMemory(true);
    expect(await subscribeToPush(context, 3, browser)).toEqual({ outcome: 'refused', reason: 'not_https' });
    expect(saved).toEqual([]);
  });

  it('keeps the subscription for the user at the clock\u2019s time where plain http is taken', async () => {
    const { context, saved } = subscriptionsInMemory(false);
    expect(await subscribeToPush(context, 3, browser)).toEqual({ outcome: 'subscribed' });
    expect(saved).toEqual([{ userId: 3, subscription: browser, at: new Date(now) }]);
  });
});
