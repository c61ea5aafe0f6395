import { fullUntil, orderIntakeAt, pauseEndsAt } from '@/domain/catalogue/order-intake';
import { orderHoldOf } from '@/domain/catalogue/store';

const minute = 60_000;
const now = Date.parse('2026-11-29T16:00:00.000Z');
const open = { pausedUntil: null, pausedUntilResumed: false, fullUntil: null };

describe('orderIntakeAt', () => {
  it('takes orders when nothing holds them, or once a pause and a full window are over', () => {
    expect(orderIntakeAt(open, now)).toEqual({ taking: true });
    expect(orderIntakeAt({ ...open, pausedUntil: now, fullUntil: now - minute }, now)).toEqual({ taking: true });
    expect(orderIntakeAt({ ...open, fullUntil: now }, now)).toEqual({ taking: true });
  });

  it('says a pause until then, or until the staff resume', () => {
    expect(orderIntakeAt({ ...open, pausedUntil: now + 30 * minute }, now)).toEqual({
      taking: false,
      reason: 'ORDERS_PAUSED',
      until: now + 30 * minute,
    });
    expect(orderIntakeAt({ ...open, pausedUntilResumed: true, fullUntil: now + minute }, now)).toEqual({
      taking: false,
      reason: 'ORDERS_PAUSED',
      until: null,
    });
  });

  it('names the pause when both hold, and the later of their ends', () => {
    expect(orderIntakeAt({ ...open, pausedUntil: now + 5 * minute, fullUntil: now + 9 * minute }, now)).toEqual({
      taking: false,
      reason: 'ORDERS_PAUSED',
      until: now + 9 * minute,
    });
    expect(orderIntakeAt({ ...open, fullUntil: now + 9 * minute }, now)).toMatchObject({ reason: 'KITCHEN_FULL' });
  });
});

describe('fullUntil', () => {
  const placed = [now - 14 * minute, now - 10 * minute, now - 2 * minute, now - 20 * minute];

  it('is when the cap-th newest order of the last 15 minutes leaves the window', () => {
    expect(fullUntil(placed, 3, now)).toBe(now + minute);
    expect(fullUntil(placed, 1, now)).toBe(now + 13 * minute);
  });

  it('is null below the cap, without a cap, and ignores orders outside the window', () => {
    expect(fullUntil(placed, 4, now)).toBeNull();
    expect(fullUntil(placed, null, now)).toBeNull();
    expect(fullUntil([now - 15 * minute], 1, now)).toBeNull();
  });

  it('counts an order placed this very instant, and none stamped after now (a clock running ahead)', () => {
    expect(fullUntil([now], 1, now)).toBe(now + 15 * minute);
    expect(fullUntil([now + minute], 1, now)).toBeNull();
  });
});

describe('pauseEndsAt', () => {
  it('counts the minutes from now; "until I resume" has no end', () => {
    expect(pauseEndsAt(now, 15)).toBe(now + 15 * minute);
    expect(pauseEndsAt(now, null)).toBeNull();
  });
});

describe('orderHoldOf', () => {
  const hold = { reason: 'ORDERS_PAUSED', until: now + 30 * minute } as const;

  it('tells an open store\u2019s hold', () => {
    expect(orderHoldOf({ isOpen: true, orderHold: hold })).toEqual(hold);
  });

  it('tells none for a closed store, whatever its staff set, and none while the store takes orders', () => {
    expect(orderHoldOf({ isOpen: false, orderHold: hold })).toBeNull();
    expect(orderHoldOf({ isOpen: true, orderHold: null })).toBeNull();
    expect(orderHoldOf({ isOpen: true })).toBeNull();
  });
});
