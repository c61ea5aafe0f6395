import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  checkLineQuantity,
  defaultMaxQuantity,
  maxQuantity,
} from '@/domain/cart/quantity';

describe('maxQuantity', () => {
  it.each([
    [0, 99],
    [-1, 99],
    [1, 1],
    [5, 5],
    [98, 98],
    [99, 99],
    [100, 100],
    [250, 250],
  ])('with %i units left the maximum is %i', (available, expected) => {
    expect(maxQuantity(available)).toBe(expected);
  });

  it('falls back to 99', () => {
    expect(defaultMaxQuantity).toBe(99);
  });
});

describe('checkLineQuantity', () => {
  const exceeds = { ok: false, reason: 'EXCEEDS_REMAINING_UNITS' };
  const invalid = { ok: false, reason: 'INVALID_QUANTITY' };
  const ok = { ok: true };

  it.each([
    // quantity, units left (0 = not counted), outcome
    [0, 0, invalid],
    [1, 0, ok],
    [98, 0, ok],
    [99, 0, ok],
    [100, 0, exceeds],
    [101, 0, exceeds],
    [0, 1, invalid],
    [1, 1, ok],
    [2, 1, exceeds],
    [99, 1, exceeds],
    [0, 5, invalid],
    [1, 5, ok],
    [5, 5, ok],
    [6, 5, exceeds],
    [98, 5, exceeds],
    [99, 100, ok],
    [100, 100, ok],
    [101, 100, exceeds],
    [-1, 0, invalid],
    [1.5, 5, invalid],
    [Number.NaN, 5, invalid],
  ])('%p units with %p left: %o', (quantity, available, expected) => {
    expect(checkLineQuantity(quantity, available)).toEqual(expected);
  });
});

describe('the counter buttons', () => {
  it.each([
    // quantity, units left, can go up
    [0, 0, true],
    [1, 0, true],
    [98, 0, true],
    [99, 0, false],
    [100, 0, false],
    [0, 1, true],
    [1, 1, false],
    [4, 5, true],
    [5, 5, false],
    [99, 100, true],
    [100, 100, false],
  ])('at %i with %i left, up is %s', (quantity, available, expected) => {
    expect(canIncreaseQuantity(quantity, available)).toBe(expected);
  });

  it.each([
    [-1, false],
    [0, false],
    [1, true],
    [2, true],
    [99, true],
  ])('at %i, down is %s', (quantity, expected) => {
    expect(canDecreaseQuantity(quantity)).toBe(expected);
  });
});
