import { countdownEndsAt } from '@/domain/orders/order-summary';

const twelveFifteen = Date.parse('2026-06-15T12:15:00Z');

describe('countdownEndsAt', () => {
  it('counts down to the time the kitchen gave', () => {
    expect(countdownEndsAt({ readyBy: twelveFifteen })).toBe(twelveFifteen);
  });

  it.each([
    ['while the staff have given no estimate', null],
    ['for an order known before estimates were sent', undefined],
  ])('has no end %s', (_case, readyBy) => {
    expect(countdownEndsAt({ readyBy })).toBeNull();
  });
});
