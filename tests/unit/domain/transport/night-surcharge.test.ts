import fc from 'fast-check';
import {
  isNightHour,
  localHour,
  nightSurcharge,
  nightSurchargeAmount,
  singaporeTimeZone,
} from '@/domain/transport/night-surcharge';
import { rideFare } from '@/domain/transport/ride-fare';

const at = (iso: string) => Date.parse(iso);

describe('nightSurcharge', () => {
  it('is 10 in major units', () => {
    expect(nightSurchargeAmount).toBe(1000);
  });

  describe('for a ride now, by the clock in Singapore (UTC+8)', () => {
    it.each([
      ['2026-06-15T15:59:00Z', '23:59', 0],
      ['2026-06-15T16:00:00Z', '00:00', 1000],
      ['2026-06-15T19:30:00Z', '03:30', 1000],
      ['2026-06-15T22:59:59Z', '06:59:59', 1000],
      ['2026-06-15T23:00:00Z', '07:00', 0],
      ['2026-06-15T04:00:00Z', '12:00', 0],
    ])('at %s (%s in Singapore) is %i', (now, _local, expected) => {
      expect(nightSurcharge(null, at(now))).toBe(expected);
    });
  });

  describe('for a booked ride, by its booking time in its own time zone', () => {
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
    ])('booked for %s in %s (%s) is %i', (booking, timeZone, _local, expected) => {
      const daytimeInSingapore = at('2026-06-15T04:00:00Z');
      expect(nightSurcharge({ at: at(booking), timeZone }, daytimeInSingapore)).toBe(expected);
    });

    it('ignores the time the booking is made', () => {
      const nightInSingapore = at('2026-06-15T18:00:00Z');
      const noonInHelsinki = { at: at('2026-06-16T09:00:00Z'), timeZone: 'Europe/Helsinki' };
      expect(nightSurcharge(noonInHelsinki, nightInSingapore)).toBe(0);
    });
  });

  it('is always nothing or the night amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(singaporeTimeZone, 'Europe/Helsinki', 'America/New_York', 'Asia/Karachi', 'UTC'),
        fc.boolean(),
        (instant, timeZone, booked) => {
          const surcharge = nightSurcharge(booked ? { at: instant, timeZone } : null, instant);
          expect([0, nightSurchargeAmount]).toContain(surcharge);
        },
      ),
    );
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => nightSurcharge({ at: 0, timeZone: 'Mars/Olympus' }, 0)).toThrow(RangeError);
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
  ])('for a ride now at %s on a base of %i adds %i: %i', (now, base, surcharge, price) => {
    expect(rideFare(base, null, at(now))).toEqual({ basePrice: base, nightSurcharge: surcharge, price });
  });

  it('is always the base price plus the surcharge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 4e12 }), (base, now) => {
        const fare = rideFare(base, null, now);
        expect(fare.price).toBe(fare.basePrice + fare.nightSurcharge);
        expect(Number.isSafeInteger(fare.price)).toBe(true);
      }),
    );
  });
});
