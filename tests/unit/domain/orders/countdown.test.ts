import fc from 'fast-check';
import { countdownParts, countdownSeconds, remainingSeconds } from '@/domain/orders/countdown';

describe('countdownParts', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }, { days: 0, hours: 0, minutes: 0, seconds: null }],
    [59, { days: 0, hours: 0, minutes: 0, seconds: 59 }, { days: 0, hours: 0, minutes: 0, seconds: null }],
    [60, { days: 0, hours: 0, minutes: 1, seconds: 0 }, { days: 0, hours: 0, minutes: 1, seconds: null }],
    [3599, { days: 0, hours: 0, minutes: 59, seconds: 59 }, { days: 0, hours: 0, minutes: 59, seconds: null }],
    [3600, { days: 0, hours: 1, minutes: 0, seconds: 0 }, { days: 0, hours: 1, minutes: 0, seconds: null }],
    [86399, { days: 0, hours: 23, minutes: 59, seconds: 59 }, { days: 0, hours: 23, minutes: 59, seconds: null }],
    [86400, { days: 1, hours: 0, minutes: 0, seconds: 0 }, { days: 1, hours: 0, minutes: 0, seconds: null }],
    [90061, { days: 1, hours: 1, minutes: 1, seconds: 1 }, { days: 1, hours: 1, minutes: 1, seconds: null }],
  ])('%i seconds read %o with seconds and %o without', (remaining, withSeconds, withoutSeconds) => {
    expect(countdownParts(remaining, { withSeconds: true })).toEqual(withSeconds);
    expect(countdownParts(remaining, { withSeconds: false })).toEqual(withoutSeconds);
  });

  it.each([
    [-1, 0],
    [-86400, 0],
    [59.9, 59],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('reads the odd input %d as %i whole seconds', (remaining, whole) => {
    expect(countdownSeconds(countdownParts(remaining, { withSeconds: true }))).toBe(whole);
  });

  const seconds = fc.integer({ min: 0, max: 400 * 86_400 });

  it('recomposes to the input when seconds are shown', () => {
    fc.assert(
      fc.property(
        seconds,
        (remaining) => countdownSeconds(countdownParts(remaining, { withSeconds: true })) === remaining,
      ),
    );
  });

  it('keeps hours below 24 and minutes and seconds below 60', () => {
    fc.assert(
      fc.property(seconds, (remaining) => {
        const parts = countdownParts(remaining, { withSeconds: true });
        return parts.hours < 24 && parts.minutes < 60 && (parts.seconds ?? 0) < 60;
      }),
    );
  });

  it('without seconds drops less than a minute, never adds', () => {
    fc.assert(
      fc.property(seconds, (remaining) => {
        const shown = countdownSeconds(countdownParts(remaining, { withSeconds: false }));
        return shown <= remaining && remaining - shown < 60;
      }),
    );
  });
});

describe('remainingSeconds', () => {
  const end = Date.parse('2026-06-15T12:15:00Z');

  it.each([
    ['2026-06-15T12:00:00Z', 900],
    ['2026-06-15T12:14:59Z', 1],
    ['2026-06-15T12:14:59.500Z', 1],
    ['2026-06-15T12:14:59.999Z', 1],
    ['2026-06-15T12:15:00Z', 0],
    ['2026-06-15T12:15:00.001Z', 0],
    ['2026-06-16T12:15:00Z', 0],
  ])('at %s there are %i seconds left', (now, expected) => {
    expect(remainingSeconds(end, Date.parse(now))).toBe(expected);
  });

  it('never goes below 0 and reaches 0 only once the end instant has come', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offsetMs) => {
        const left = remainingSeconds(end, end - offsetMs);
        return left >= 0 && (left === 0) === offsetMs <= 0;
      }),
    );
  });
});
