import { rideStart } from '@/server/transport/ride-start';

const now = Date.parse('2026-11-21T04:00:00.000Z');

describe('rideStart', () => {
  it('starts a ride now without a booking time, judged later in Singapore time', () => {
    expect(rideStart(undefined, 'Europe/Helsinki', now)).toEqual({
      ok: true,
      advance: { advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 },
      bookingTime: null,
    });
    expect(rideStart(null, undefined, now)).toMatchObject({ ok: true, bookingTime: null });
  });

  it('starts a booked ride at its time, in the customer\u2019s time zone or Singapore\u2019s', () => {
    const at = '2026-11-21T05:30:59.000Z';
    expect(rideStart(at, 'Europe/Helsinki', now)).toEqual({
      ok: true,
      advance: { advanceBooking: true, advanceBookingTime: Date.parse(at), scheduledTimeDifference: 90 },
      bookingTime: { at: Date.parse(at), timeZone: 'Europe/Helsinki' },
    });
    expect(rideStart(at, undefined, now)).toMatchObject({
      bookingTime: { at: Date.parse(at), timeZone: 'Asia/Singapore' },
    });
  });

  it('refuses a time that has passed and a time that is no time', () => {
    expect(rideStart('2026-11-21T03:59:59.999Z', undefined, now)).toEqual({
      ok: false,
      reason: 'BOOKING_TIME_IN_PAST',
    });
    expect(rideStart('not a time', undefined, now)).toEqual({ ok: false, reason: 'BOOKING_TIME_INVALID' });
  });
});
