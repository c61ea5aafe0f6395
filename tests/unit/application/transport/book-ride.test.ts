import { createBookRide, type BookRideRequest } from '@/application/transport/book-ride.use-case';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { InMemoryBookingHistory } from '../../../support/fakes/in-memory-booking-history';
import { RecordingRideBookings } from '../../../support/fakes/recording-ride-bookings';
import { RecordingRideReceipts } from '../../../support/fakes/recording-ride-receipts';

const now = Date.parse('2026-06-15T09:00:00Z');

const request: BookRideRequest = {
  pickup: { description: 'Kamppi', lat: 60.1699, long: 24.9312 },
  dropoff: { description: 'Airport', lat: 60.3172, long: 24.9633 },
  cabType: 'standard',
  basePrice: 2500,
  scheduledAt: null,
  timeZone: 'Europe/Helsinki',
  recipientName: 'Aino',
  recipientPhoneNumber: '+358401234567',
  riderNote: 'gate 2',
};

function setUp() {
  const rideBookings = new RecordingRideBookings();
  const bookingHistory = new InMemoryBookingHistory();
  const rideReceipts = new RecordingRideReceipts();
  const bookRide = createBookRide({ rideBookings, bookingHistory, rideReceipts, clock: new FixedClock(now) });
  return { rideBookings, bookingHistory, rideReceipts, bookRide };
}

describe('BookRide', () => {
  it('books a ride for now at the base price by day, and keeps it in the history', async () => {
    const { rideBookings, bookingHistory, bookRide } = setUp();
    const result = await bookRide(request);
    const fare = { basePrice: 2500, nightSurcharge: 0, price: 2500 };
    const advance = { advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 };
    expect(result).toEqual({ ok: true, invoiceQueryId: 'ride-1', fare, advance, receipt: 'none' });
    expect(rideBookings.bookings).toEqual([
      {
        pickup: request.pickup,
        dropoff: request.dropoff,
        cabType: 'standard',
        fare,
        advance,
        timeZone: 'Europe/Helsinki',
        recipientName: 'Aino',
        recipientPhoneNumber: '+358401234567',
        riderNote: 'gate 2',
        meetAndGreet: false,
        cash: true,
        paymentMethod: 'CASH',
        dynamicPickup: false,
      },
    ]);
    expect(bookingHistory.rides).toEqual([
      {
        invoiceQueryId: 'ride-1',
        shortOrderId: 'R-1',
        bookedAt: now,
        pickup: 'Kamppi',
        dropoff: 'Airport',
        cabType: 'standard',
        price: 2500,
        scheduledAt: null,
        stage: 'searching',
        payment: 'cash',
      },
    ]);
  });

  it('keeps a card ride in the history as waiting for its payment', async () => {
    const { bookingHistory, bookRide } = setUp();
    await bookRide({ ...request, paymentMethod: 'STRIPE' });
    expect(bookingHistory.rides[0]).toMatchObject({
      shortOrderId: 'R-1',
      stage: 'awaiting_payment',
      payment: 'unpaid',
    });
  });

  it.each([
    ['2026-06-16T00:30:00Z', '03:30 in Helsinki', 1000, 930],
    ['2026-06-16T04:00:00Z', '07:00 in Helsinki', 0, 1140],
  ])('books ahead for %s (%s) with a surcharge of %i, %i minutes ahead', async (at, _local, surcharge, minutes) => {
    const { rideBookings, bookRide } = setUp();
    await bookRide({ ...request, scheduledAt: Date.parse(at) });
    expect(rideBookings.bookings[0]?.fare.nightSurcharge).toBe(surcharge);
    expect(rideBookings.bookings[0]?.advance).toEqual({
      advanceBooking: true,
      advanceBookingTime: Date.parse(at),
      scheduledTimeDifference: minutes,
    });
  });

  it('refuses a booking time in the past and sends nothing', async () => {
    const { rideBookings, bookingHistory, bookRide } = setUp();
    expect(await bookRide({ ...request, scheduledAt: now - 1 })).toEqual({ ok: false, reason: 'BOOKING_TIME_IN_PAST' });
    expect(rideBookings.bookings).toEqual([]);
    expect(bookingHistory.rides).toEqual([]);
  });

  it('keeps the newest booking first', async () => {
    const { bookingHistory, bookRide } = setUp();
    await bookRide(request);
    await bookRide(request);
    expect(bookingHistory.rides.map((ride) => ride.invoiceQueryId)).toEqual(['ride-2', 'ride-1']);
  });

  it('mails the receipt of the booked ride when the customer asked for one', async () => {
    const { rideReceipts, bookRide } = setUp();
    const result = await bookRide({ ...request, receipt: { toEmail: 'aino@example.fi', locale: 'fi' } });
    expect(result).toMatchObject({ ok: true, invoiceQueryId: 'ride-1', receipt: 'sent' });
    expect(rideReceipts.sent).toEqual([{ toEmail: 'aino@example.fi', invoiceQueryId: 'ride-1', locale: 'fi' }]);
  });

  it('keeps the booking when the receipt cannot be sent, and says the mail failed', async () => {
    const { rideReceipts, bookingHistory, bookRide } = setUp();
    rideReceipts.refuseWith = { code: 400, message: 'Too many receipt e-mails were sent.' };
    const result = await bookRide({ ...request, receipt: { toEmail: 'aino@example.fi', locale: 'en' } });
    expect(result).toMatchObject({ ok: true, invoiceQueryId: 'ride-1', receipt: 'failed' });
    expect(bookingHistory.rides.map((ride) => ride.invoiceQueryId)).toEqual(['ride-1']);
  });
});
