import { shownDeliveryTime } from '@/domain/catalogue/delivery-time';
import { addDurations, durationFromMinutes, durationInMinutes } from '@/domain/catalogue/duration';
import { pageCount, pageSizes } from '@/domain/catalogue/paging';

describe('shownDeliveryTime', () => {
  it.each([
    [
      { days: 0, hours: 0, minutes: 30 },
      { days: 0, hours: 0, minutes: 15 },
      { days: 0, hours: 0, minutes: 45 },
    ],
    [
      { days: 0, hours: 0, minutes: 45 },
      { days: 0, hours: 0, minutes: 20 },
      { days: 0, hours: 1, minutes: 5 },
    ],
    [
      { days: 0, hours: 23, minutes: 30 },
      { days: 0, hours: 0, minutes: 45 },
      { days: 1, hours: 0, minutes: 15 },
    ],
    [
      { days: 0, hours: 0, minutes: 0 },
      { days: 0, hours: 0, minutes: 0 },
      { days: 0, hours: 0, minutes: 0 },
    ],
  ])('delivery %o plus preparation %o is %o', (deliveryTime, preparationTime, expected) => {
    expect(shownDeliveryTime({ deliveryTime, preparationTime })).toEqual(expected);
  });
});

describe('durations', () => {
  it('normalises minutes into days, hours and minutes', () => {
    expect(durationFromMinutes(24 * 60 + 61)).toEqual({ days: 1, hours: 1, minutes: 1 });
  });

  it('never produces a negative duration', () => {
    expect(durationFromMinutes(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('adds without losing minutes', () => {
    const sum = addDurations({ days: 1, hours: 2, minutes: 3 }, { days: 0, hours: 21, minutes: 57 });
    expect(durationInMinutes(sum)).toBe(2 * 24 * 60);
  });
});

describe('pageCount', () => {
  it.each([
    [0, pageSizes.stores, 0],
    [1, pageSizes.stores, 1],
    [25, pageSizes.stores, 1],
    [26, pageSizes.stores, 2],
    [101, pageSizes.products, 2],
    [48, pageSizes.orders, 2],
  ])('%i items at %i a page make %i pages', (total, size, expected) => {
    expect(pageCount(total, size)).toBe(expected);
  });

  it('makes no pages, never fewer than none or endless ones, of a total below 0 or a page size of 0', () => {
    expect(pageCount(-30, pageSizes.stores)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});
