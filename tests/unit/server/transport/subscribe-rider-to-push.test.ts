import type { NewRiderPushSubscription } from '@/server/transport/store/rider-push-subscriptions';
import { subscribeRiderToPush } from '@/server/transport/subscribe-rider-to-push';

const now = Date.parse('2026-11-30T18:00:00.000Z');
const browser: NewRiderPushSubscription = {
  endpoint: 'http://intranet.example/push',
  p256dh: 'key',
  auth: 'secret',
  language: 'en',
};

/** The riders' subscriptions in memory, on a server that takes only https endpoints when `httpsOnly`. */
function riderSubscriptionsInMemory(httpsOnly: boolean) {
  const saved: { riderId: number; subscription: NewRiderPushSubscription; at: Date }[] = [];
  const context = {
    clock: () => now,
    pushHttpsOnly: httpsOnly,
    pushSubscriptions: {
      save: (riderId: number, subscription: NewRiderPushSubscription, at: Date) => {
        saved.push({ riderId, subscription, at });
        return Promise.resolve();
      },
    },
  };
  return { context, saved };
}

describe('subscribeRiderToPush', () => {
  it('refuses a plain-http endpoint where only https is taken, keeping nothing', async () => {
    const { context, saved } = riderSubscriptionsInMemory(true);
    expect(await subscribeRiderToPush(context, 12, browser)).toEqual({ outcome: 'refused', reason: 'not_https' });
    expect(saved).toEqual([]);
  });

  it('keeps an https endpoint for the rider at the clock\u2019s time', async () => {
    const { context, saved } = riderSubscriptionsInMemory(true);
    const secure = { ...browser, endpoint: 'HTTPS://push.example/rider' };
    expect(await subscribeRiderToPush(context, 12, secure)).toEqual({ outcome: 'subscribed' });
    expect(saved).toEqual([{ riderId: 12, subscription: secure, at: new Date(now) }]);
  });

  it('keeps a plain-http endpoint where plain http is taken', async () => {
    const { context, saved } = riderSubscriptionsInMemory(false);
    expect(await subscribeRiderToPush(context, 12, browser)).toEqual({ outcome: 'subscribed' });
    expect(saved.map((row) => row.subscription.endpoint)).toEqual(['http://intranet.example/push']);
  });
});
