import fc from 'fast-check';
import {
  isNightHour,
  localHour,
  nightSurcharge,
  nightSurchargeAmount,
  rideStartsAt,
  singaporeTimeZone,
} from '@/domain/transport/night-surcharge';
import { rideFare } from '@/domain/transport/ride-fare';

const at = (iso: string) => Date.parse(iso);

describe('nightSurcharge', () => {
  it('is 10 in major units', () => {
    expect(nightSurchargeAmount).toBe(1000);
  });

  describe('on a host in Singapore (UTC+8), the spec\u2019s zone', () => {
    it.each([
      ['2026-06-15T15:59:00Z', '23:59', 0],
      ['2026-06-15T16:00:00Z', '00:00', 1000],
      ['2026-06-15T19:30:00Z', '03:30', 1000],
      ['2026-06-15T22:59:59Z', '06:59:59', 1000],
      ['2026-06-15T23:00:00Z', '07:00', 0],
      ['2026-06-15T04:00:00Z', '12:00', 0],
    ])('for a ride starting at %s (%s in Singapore) is %i', (startsAt, _local, expected) => {
      expect(nightSurcharge(at(startsAt), singaporeTimeZone)).toBe(expected);
    });
  });

  describe('on a host in another zone, by the wall clocks of the host\u2019s zone', () => {
    it.each([
      ['2026-06-15T20:59:00Z', 'Europe/Helsinki', '23:59 EEST', 0],
      ['2026-06-15T21:00:00Z', 'Europe/Helsinki', '00:00 EEST', 1000],
      ['2026-06-16T03:59:00Z', 'Europe/Helsinki', '06:59 EEST', 1000],
      ['2026-06-16T04:00:00Z', 'Europe/Helsinki', '07:00 EEST', 0],
      ['2026-01-16T04:00:00Z', 'Europe/Helsinki', '06:00 EET', 1000],
      ['2026-01-16T05:00:00Z', 'Europe/Helsinki', '07:00 EET', 0],
      // Spring forward on 29 March 2026: 03:00 EET becomes 04:00 EEST at 01:00 UTC.
      ['2026-03-29T00:59:00Z', 'Europe/Helsinki', '02:59 EET, before the change', 1000],
      ['2026-03-29T01:00:00Z', 'Europe/Helsinki', '04:00 EEST, after the change', 1000],
      ['2026-03-29T03:59:00Z', 'Europe/Helsinki', '06:59 EEST', 1000],
      ['2026-03-29T04:00:00Z', 'Europe/Helsinki', '07:00 EEST', 0],
      // Fall back on 25 October 2026: 04:00 EEST becomes 03:00 EET at 01:00 UTC.
      ['2026-10-25T03:59:00Z', 'Europe/Helsinki', '05:59 EET', 1000],
      ['2026-10-25T04:59:00Z', 'Europe/Helsinki', '06:59 EET', 1000],
      ['2026-10-25T05:00:00Z', 'Europe/Helsinki', '07:00 EET', 0],
      ['2026-06-15T16:00:00Z', singaporeTimeZone, '00:00 SGT', 1000],
      ['2026-06-15T23:00:00Z', singaporeTimeZone, '07:00 SGT', 0],
    ])('for a ride starting at %s on a host in %s (%s) is %i', (startsAt, timeZone, _local, expected) => {
      expect(nightSurcharge(at(startsAt), timeZone)).toBe(expected);
    });

    it('judges 01:14 in Helsinki as night on a Helsinki host, though it is 07:14 in Singapore', () => {
      const quarterPastOneInHelsinki = at('2026-11-29T23:14:00Z');
      expect(nightSurcharge(quarterPastOneInHelsinki, 'Europe/Helsinki')).toBe(nightSurchargeAmount);
      expect(nightSurcharge(quarterPastOneInHelsinki, singaporeTimeZone)).toBe(0);
    });
  });

  it('is always nothing or the night amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(singaporeTimeZone, 'Europe/Helsinki', 'America/New_York', 'Asia/Karachi', 'UTC'),
        (instant, timeZone) => {
          expect([0, nightSurchargeAmount]).toContain(nightSurcharge(instant, timeZone));
        },
      ),
    );
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => nightSurcharge(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('rideStartsAt', () => {
  const now = at('2026-06-15T12:00:00Z');
  it.each([
    ['a ride now starts now', null, now],
    ['an advance ride starts at its booking time', at('2026-06-16T01:00:00Z'), at('2026-06-16T01:00:00Z')],
  ])('%s', (_case, bookingAt, expected) => {
    expect(rideStartsAt(bookingAt, now)).toBe(expected);
  });

  it('prices a ride now and an advance ride booked for the same minute alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (instant) => {
        const now = nightSurcharge(rideStartsAt(null, instant), 'Europe/Helsinki');
        const booked = nightSurcharge(rideStartsAt(instant, instant - 60_000), 'Europe/Helsinki');
        expect(booked).toBe(now);
      }),
    );
  });
});

describe('localHour', () => {
  it.each([
    ['2026-06-15T16:00:00Z', singaporeTimeZone, 0],
    ['2026-06-15T15:59:00Z', singaporeTimeZone, 23],
    ['2026-06-15T21:00:00Z', 'Europe/Helsinki', 0],
    ['2026-06-15T12:00:00Z', 'UTC', 12],
  ])('at %s in %s is %i', (instant, timeZone, hour) => {
    expect(localHour(at(instant), timeZone)).toBe(hour);
  });
});

describe('isNightHour', () => {
  it.each([
    [0, true],
    [6, true],
    [7, false],
    [12, false],
    [23, false],
  ])('%i is night: %p', (hour, expected) => {
    expect(isNightHour(hour)).toBe(expected);
  });
});

describe('rideFare', () => {
  it.each([
    ['2026-06-15T16:00:00Z', 2500, 1000, 3500],
    ['2026-06-15T04:00:00Z', 2500, 0, 2500],
    ['2026-06-15T16:00:00Z', 0, 1000, 1000],
  ])('for a ride starting at %s on a base of %i adds %i: %i', (startsAt, base, surcharge, price) => {
    expect(rideFare(base, at(startsAt), singaporeTimeZone)).toEqual({
      basePrice: base,
      nightSurcharge: surcharge,
      price,
    });
  });

  it('is always the base price plus the surcharge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 4e12 }), (base, now) => {
        const fare = rideFare(base, now, 'Europe/Helsinki');
        expect(fare.price).toBe(fare.basePrice + fare.nightSurcharge);
        expect(Number.isSafeInteger(fare.price)).toBe(true);
      }),
    );
  });
});
