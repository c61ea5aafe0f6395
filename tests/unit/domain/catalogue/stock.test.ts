import { isOutOfStock } from '@/domain/catalogue/stock';

describe('isOutOfStock', () => {
  it.each([
    // unlimited, unlimitedOutOfStock, availableQuantity, out of stock
    [true, true, 0, true],
    [true, true, 5, true],
    [true, false, 0, false],
    [true, false, 5, false],
    [false, false, 0, true],
    [false, true, 0, true],
    [false, false, -1, true],
    [false, false, 1, false],
    [false, true, 1, false],
    [false, false, 99, false],
  ])(
    'unlimited %s, marked out of stock %s, %i left: out of stock is %s',
    (unlimited, unlimitedOutOfStock, availableQuantity, expected) => {
      expect(isOutOfStock({ unlimited, unlimitedOutOfStock, availableQuantity })).toBe(expected);
    },
  );
});
