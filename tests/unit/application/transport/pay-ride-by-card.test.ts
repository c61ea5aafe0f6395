import { createPayRideByCard } from '@/application/transport/pay-ride-by-card.use-case';
import { RecordingExternalPages } from '../../../support/fakes/recording-external-pages';
import { RecordingRidePayments } from '../../../support/fakes/recording-ride-payments';

function payRide() {
  const ridePayments = new RecordingRidePayments();
  const externalPages = new RecordingExternalPages();
  return { ridePayments, externalPages, pay: createPayRideByCard({ ridePayments, externalPages }) };
}

describe('PayRideByCard', () => {
  it('starts the ride\u2019s payment with the service and leaves for the checkout it answers', async () => {
    const { ridePayments, externalPages, pay } = payRide();
    expect(await pay({ invoiceQueryId: 'ride-7' })).toEqual({ ok: true });
    expect(ridePayments.started).toEqual(['ride-7']);
    expect(externalPages.opened).toEqual(['https://checkout.test/ride/ride-7#client_secret=s']);
  });

  it.each([
    ['searching', 'paid'],
    ['rider_assigned', 'paid'],
    ['cancelled', 'refunded'],
    ['cancelled', 'unpaid'],
    ['searching', 'cash'],
  ] as const)('refuses a ride the page knows is %s and %s, sending nothing', async (status, payment) => {
    const { ridePayments, externalPages, pay } = payRide();
    expect(await pay({ invoiceQueryId: 'ride-7', known: { status, payment } })).toEqual({
      ok: false,
      reason: 'NOT_PAYABLE',
    });
    expect(ridePayments.started).toEqual([]);
    expect(externalPages.opened).toEqual([]);
  });

  it('pays a ride the page knows is waiting for its payment', async () => {
    const { externalPages, pay } = payRide();
    await pay({ invoiceQueryId: 'ride-7', known: { status: 'awaiting_payment', payment: 'unpaid' } });
    expect(externalPages.opened).toHaveLength(1);
  });

  it('stays on the page when the service refuses, with the service\u2019s error', async () => {
    const { ridePayments, externalPages, pay } = payRide();
    ridePayments.refusal = { code: '402', message: 'This ride is already paid', status: 402 };
    await expect(pay({ invoiceQueryId: 'ride-7' })).rejects.toEqual(ridePayments.refusal);
    expect(externalPages.opened).toEqual([]);
  });
});
