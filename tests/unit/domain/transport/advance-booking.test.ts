import fc from 'fast-check';
import { advanceBooking, minutesUntil, rideNow } from '@/domain/transport/advance-booking';

const now = Date.parse('2026-06-15T12:00:00Z');
const minute = 60_000;

describe('advanceBooking', () => {
  it('books no advance time for a ride now', () => {
    expect(advanceBooking(null, now)).toEqual({ ok: true, booking: rideNow });
    expect(rideNow).toEqual({ advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 });
  });

  it.each([
    [0, 0],
    [59_999, 0],
    [minute, 1],
    [45 * minute, 45],
    [45 * minute + 59_999, 45],
    [24 * 60 * minute, 1440],
  ])('a booking %i ms ahead is %i minutes ahead', (ahead, minutes) => {
    expect(advanceBooking(now + ahead, now)).toEqual({
      ok: true,
      booking: { advanceBooking: true, advanceBookingTime: now + ahead, scheduledTimeDifference: minutes },
    });
  });

  it.each([[1], [minute], [365 * 24 * 60 * minute]])('refuses a booking time %i ms in the past', (behind) => {
    expect(advanceBooking(now - behind, now)).toEqual({ ok: false, reason: 'BOOKING_TIME_IN_PAST' });
  });

  it.each([
    ['the last instant of the 30th day', 30 * 24 * 60 * minute, true],
    ['a millisecond beyond the 30th day', 30 * 24 * 60 * minute + 1, false],
    ['13 months ahead', 395 * 24 * 60 * minute, false],
    ['a minute ahead', minute, true],
  ])('on a host taking 30 days ahead, %s is bookable: %p', (_case, ahead, bookable) => {
    const result = advanceBooking(now + ahead, now, 30);
    expect(result.ok ? 'booked' : result.reason).toBe(bookable ? 'booked' : 'BOOKING_TIME_TOO_FAR_AHEAD');
  });

  it('refuses the past before the far future, whatever the limit', () => {
    expect(advanceBooking(now - 1, now, 1)).toEqual({ ok: false, reason: 'BOOKING_TIME_IN_PAST' });
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %p as a booking time', (requested) => {
    expect(advanceBooking(requested, now)).toEqual({ ok: false, reason: 'BOOKING_TIME_INVALID' });
  });

  it('never says a future ride is later than it is, nor more than a minute early', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 24 * 60 * minute }), (ahead) => {
        const result = advanceBooking(now + ahead, now);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const difference = result.booking.scheduledTimeDifference;
        expect(Number.isInteger(difference)).toBe(true);
        expect(difference * minute).toBeLessThanOrEqual(ahead);
        expect((difference + 1) * minute).toBeGreaterThan(ahead);
      }),
    );
  });
});

describe('minutesUntil', () => {
  it.each([
    [now + 90_000, 1],
    [now, 0],
    [now - 1, -1],
  ])('until %i is %i minutes', (at, expected) => {
    expect(minutesUntil(at, now)).toBe(expected);
  });
});
