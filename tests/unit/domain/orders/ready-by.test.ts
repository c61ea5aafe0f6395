import { isReadyByMinutes, minutesUntilReady, readyByInstant } from '@/domain/orders/ready-by';

const now = Date.parse('2026-11-29T16:20:00.000Z');

describe('the ready-by estimate', () => {
  it('takes whole minutes from 1 to 240', () => {
    expect([1, 20, 240].map(isReadyByMinutes)).toEqual([true, true, true]);
    expect([0, 241, 2.5, Number.NaN].map(isReadyByMinutes)).toEqual([false, false, false, false]);
  });

  it('counts the minutes from the moment they are given', () => {
    expect(new Date(readyByInstant(now, 20)).toISOString()).toBe('2026-11-29T16:40:00.000Z');
  });

  it('shows the minutes left rounded up, and 0 once the instant has passed', () => {
    const readyBy = readyByInstant(now, 20);
    expect(minutesUntilReady(readyBy, now)).toBe(20);
    expect(minutesUntilReady(readyBy, now + 30_000)).toBe(20);
    expect(minutesUntilReady(readyBy, now + 19 * 60_000 + 1)).toBe(1);
    expect(minutesUntilReady(readyBy, readyBy + 1)).toBe(0);
  });
});
