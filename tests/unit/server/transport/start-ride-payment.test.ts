import { matchesSecretHash } from '@/server/payments/index';
import { startRidePayment } from '@/server/transport/start-ride-payment';
import type { RidePaymentIntents } from '@/server/transport/store/ride-payment-intents';
import type { RideRow } from '@/server/transport/store/ride-repository';
import { cardRide, now } from './card-ride';

function contextOf() {
  const created: Parameters<RidePaymentIntents['create']>[0][] = [];
  const rideIntents = {
    create: (intent: Parameters<RidePaymentIntents['create']>[0]) => {
      created.push(intent);
      return Promise.resolve();
    },
  } as unknown as RidePaymentIntents;
  return {
    created,
    context: { clock: () => now, rideIntents, log: { info: () => undefined, error: () => undefined } },
  };
}

describe('startRidePayment', () => {
  it('makes an intent for the ride\u2019s own price, keeping only the hash of the secret it answers', async () => {
    const { context, created } = contextOf();
    const started = await startRidePayment(context, cardRide);
    if (started.outcome !== 'started') throw new Error(`refused: ${started.reason}`);
    expect(created).toEqual([
      expect.objectContaining({ id: started.paymentIntentId, rideId: 1, amount: 3000, currency: 'EUR' }),
    ]);
    expect(created[0]?.now).toEqual(new Date(now));
    expect(matchesSecretHash(started.clientSecret, created[0]?.clientSecretHash ?? '')).toBe(true);
    expect(created[0]?.clientSecretHash).not.toContain(started.clientSecret);
  });

  it.each<[string, Partial<RideRow>, string]>([
    ['paid in cash', { paymentMethod: 'CASH' }, 'paid_in_cash'],
    ['already paid', { paidAt: new Date(now), status: 'searching' }, 'already_paid'],
    ['cancelled before it was paid', { status: 'cancelled' }, 'cancelled_unpaid'],
  ])('refuses a ride %s as a value, making no intent', async (_case, change, reason) => {
    const { context, created } = contextOf();
    expect(await startRidePayment(context, { ...cardRide, ...change })).toEqual({ outcome: 'refused', reason });
    expect(created).toEqual([]);
  });
});
