import { payRideByCard, type RideCardPaymentContext } from '@/server/transport/pay-ride-by-card';
import type { RidePaymentIntentRow } from '@/server/transport/store/ride-payment-intents';
import { cardRide, now } from './card-ride';

const intent = { id: 'pi_1', rideId: 1, amount: 3000, status: 'requires_payment_method' } as RidePaymentIntentRow;
const goodCard = { card_number: '4242 4242 4242 4242', card_expiry: '12/30', card_cvc: '123' };

/** The intent and the ride in memory; `rideMoved` makes the ride's payment write lose to another change. */
function contextOf(rideMoved = false) {
  const log: string[] = [];
  let intentStatus = intent.status;
  const context = {
    clock: () => now,
    riderDelayMs: 20_000,
    log: { info: () => undefined, error: () => undefined },
    rideIntents: {
      cancel: (id: string) => Promise.resolve(void log.push(`cancel ${id}`)),
      claimSuccess: (id: string) => {
        if (intentStatus === 'succeeded') return Promise.resolve(false);
        intentStatus = 'succeeded';
        log.push(`claim ${id}`);
        return Promise.resolve(true);
      },
      undoSuccess: (id: string) => Promise.resolve(void log.push(`undo ${id}`)),
      find: () => Promise.resolve({ ...intent, status: intentStatus }),
    },
    rides: {
      recordPayment: (id: number, paidAt: Date, assignAt: Date) => {
        if (rideMoved) return Promise.resolve(false);
        log.push(`paid ${id} at ${paidAt.toISOString()}, rider at ${assignAt.toISOString()}`);
        return Promise.resolve(true);
      },
    },
    ridePusher: { changed: (change: { status: string }) => void log.push(`push ${change.status}`) },
    receiptRequests: { dueFor: () => Promise.resolve([]) },
  } as unknown as RideCardPaymentContext;
  return { context, log };
}

describe('payRideByCard', () => {
  it('records the ride paid, starts the search after the delay and tells the rider', async () => {
    const { context, log } = contextOf();
    expect(await payRideByCard(context, intent, cardRide, goodCard)).toEqual({ outcome: 'paid' });
    expect(log).toEqual([
      'claim pi_1',
      'paid 1 at 2026-06-16T10:00:00.000Z, rider at 2026-06-16T10:00:20.000Z',
      'push searching',
    ]);
  });

  it.each([
    [{ ...goodCard, card_number: '1234' }, 'card.invalidNumber', false],
    [{ ...goodCard, card_cvc: '1' }, 'card.cvc', false],
    [{ ...goodCard, card_number: '4000 0000 0000 0002' }, 'card.declined', true],
  ])('refuses the card %o as %s, writing nothing', async (card, refusal, declined) => {
    const { context, log } = contextOf();
    expect(await payRideByCard(context, intent, cardRide, card)).toEqual({
      outcome: 'card_refused',
      refusal,
      declined,
    });
    expect(log).toEqual([]);
  });

  it('cancels the intent of a ride no longer waiting for it, or whose price is not the intent\u2019s', async () => {
    for (const ride of [
      { ...cardRide, status: 'cancelled' },
      { ...cardRide, price: 3500 },
    ]) {
      const { context, log } = contextOf();
      expect(await payRideByCard(context, intent, ride, goodCard)).toEqual({
        outcome: 'not_taken',
        reason: 'ride_no_longer',
      });
      expect(log).toEqual(['cancel pi_1']);
    }
  });

  it('undoes the claim when the ride changed during the payment', async () => {
    const { context, log } = contextOf(true);
    expect(await payRideByCard(context, intent, cardRide, goodCard)).toEqual({
      outcome: 'not_taken',
      reason: 'ride_changed',
    });
    expect(log).toEqual(['claim pi_1', 'undo pi_1']);
  });

  it('pays once when a second confirmation comes after the first', async () => {
    const { context, log } = contextOf();
    await payRideByCard(context, intent, cardRide, goodCard);
    expect(await payRideByCard(context, intent, cardRide, goodCard)).toEqual({ outcome: 'settled_before', paid: true });
    expect(log.filter((line) => line.startsWith('paid'))).toHaveLength(1);
  });
});
