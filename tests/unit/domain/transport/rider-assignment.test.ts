import { advanceRiderLeadMs, riderAssignAt } from '@/domain/transport/rider-assignment';

const minute = 60_000;
const bookedAt = Date.parse('2026-11-29T23:30:00Z');
const delay = 20_000;

describe('riderAssignAt', () => {
  it('gives an advance ride its driver 15 minutes before its pickup time', () => {
    expect(advanceRiderLeadMs).toBe(15 * minute);
  });

  it.each([
    ['a ride now: after the search delay', null, bookedAt + delay],
    ['a ride at 03:00 booked at 01:30: at 02:45', bookedAt + 90 * minute, bookedAt + 75 * minute],
    ['a ride a day ahead: a day less 15 minutes on', bookedAt + 24 * 60 * minute, bookedAt + (24 * 60 - 15) * minute],
    ['a ride 10 minutes ahead: after the search delay, not before booking', bookedAt + 10 * minute, bookedAt + delay],
    ['a ride exactly 15 minutes ahead: after the search delay', bookedAt + 15 * minute, bookedAt + delay],
  ])('%s', (_case, pickupAt, expected) => {
    expect(riderAssignAt(pickupAt, bookedAt, delay)).toBe(expected);
  });
});
