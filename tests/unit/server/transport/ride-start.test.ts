import { BadRequestError } from '@/server/http/bad-request-error';
import { rideStart } from '@/server/transport/ride-start';

const now = Date.parse('2026-11-21T04:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const helsinki = { timeZone: 'Europe/Helsinki', maxAdvanceDays: 30 };

function refusalOf(requestedAt: string): { code: number | undefined; fields: string[] } {
  try {
    rideStart(requestedAt, now, helsinki);
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    return { code: error.code, fields: error.details.map((detail) => detail.field) };
  }
  throw new Error(`${requestedAt} was not refused`);
}

describe('rideStart', () => {
  it('starts a ride now without a booking time', () => {
    expect(rideStart(undefined, now, helsinki)).toEqual({
      advance: { advanceBooking: false, advanceBookingTime: null, scheduledTimeDifference: 0 },
      startsAt: now,
    });
    expect(rideStart(null, now, helsinki)).toMatchObject({ startsAt: now });
  });

  it('starts a booked ride at its time', () => {
    const at = '2026-11-21T05:30:59.000Z';
    expect(rideStart(at, now, helsinki)).toEqual({
      advance: { advanceBooking: true, advanceBookingTime: Date.parse(at), scheduledTimeDifference: 90 },
      startsAt: Date.parse(at),
    });
  });

  it.each([
    ['a time that has passed', '2026-11-21T03:59:59.999Z', 9015],
    ['a time a moment beyond the host\u2019s 30 days', new Date(now + 30 * day + 1).toISOString(), 9016],
    ['a time 13 months ahead', new Date(now + 395 * day).toISOString(), 9016],
    ['a time that is no time', 'not a time', undefined],
  ])('refuses %s naming advance_booking_time, code %p', (_case, at, code) => {
    expect(refusalOf(at)).toEqual({ code, fields: ['advance_booking_time'] });
  });

  it('takes the last instant of the host\u2019s furthest day', () => {
    const furthest = now + 30 * day;
    expect(rideStart(new Date(furthest).toISOString(), now, helsinki).startsAt).toBe(furthest);
  });
});
