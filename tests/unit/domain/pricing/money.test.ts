import fc from 'fast-check';
import {
  decimalFromMoney,
  isMoney,
  largestDecimalMoney,
  moneyFromDecimal,
  moneyFromWholeMajorUnits,
  sumMoney,
} from '@/domain/pricing/money';
import { divideRoundingHalfUp } from '@/domain/pricing/rounding';

describe('moneyFromDecimal', () => {
  it.each<[string | number, number | null]>([
    ['19.99', 1999],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['1.005', 101],
    ['0.01', 1],
    [0, 0],
    ['15', 1500],
    ['15.5', 1550],
    [' 7.20 ', 720],
    ['+3', 300],
    ['-19.99', -1999],
    ['19.994', 1999],
    ['19.995', 2000],
    ['-0.005', -1],
    ['1e2', 10000],
    ['1.5E-1', 15],
    [1e-7, 0],
    ['90071992547409.91', 9007199254740991],
    ['90071992547409.92', null],
    [1e21, null],
    ['1e200', null],
    ['', null],
    ['abc', null],
    ['19,99', null],
    ['.5', null],
    ['5.', null],
    ['1 000', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('reads %p as %p minor units', (amount, expected) => {
    expect(moneyFromDecimal(amount)).toBe(expected);
  });

  it('never suffers the 19.99 × 100 = 1998.9999999999998 float bug', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(moneyFromDecimal(19.99)).toBe(1999);
  });

  it('reads back every amount of up to 15 digits written as a number or as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15 - 1), max: 10 ** 15 - 1 }), (cents) => {
        const asNumber = cents / 100;
        expect(moneyFromDecimal(asNumber)).toBe(cents);
        expect(moneyFromDecimal(asNumber.toFixed(2))).toBe(cents);
      }),
    );
  });
});

describe('decimalFromMoney', () => {
  it.each([
    [1490, '14.9'],
    [1999, '19.99'],
    [5, '0.05'],
    [0, '0'],
    [999999999999999, '9999999999999.99'],
  ])('writes %i cents as the decimal %s on the wire', (cents, text) => {
    expect(JSON.stringify(decimalFromMoney(cents))).toBe(text);
  });

  it('is the double the decimal text reads as, and reads back to the same cents, up to the largest exact one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: largestDecimalMoney }), (cents) => {
        const decimal = decimalFromMoney(cents);
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(Number(text)).toBe(decimal);
        expect(moneyFromDecimal(JSON.parse(JSON.stringify(decimal)) as number)).toBe(cents);
      }),
    );
  });
});

describe('money arithmetic', () => {
  it.each([
    [0, 0],
    [20, 2000],
    [100, 10000],
  ])('a whole amount of %i is %i minor units', (whole, minor) => {
    expect(moneyFromWholeMajorUnits(whole)).toBe(minor);
  });

  it('adds cents that binary floats would not add exactly', () => {
    expect(sumMoney([10, 20])).toBe(30);
    expect(sumMoney([])).toBe(0);
  });

  it.each<[unknown, boolean]>([
    [1999, true],
    [-5, true],
    [19.99, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['1999', false],
  ])('isMoney(%p) is %p', (value, expected) => {
    expect(isMoney(value)).toBe(expected);
  });
});

describe('divideRoundingHalfUp', () => {
  it.each<[bigint, bigint, bigint]>([
    [5n, 2n, 3n],
    [4n, 2n, 2n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [-5n, 2n, -3n],
    [-7n, 3n, -2n],
    [0n, 7n, 0n],
  ])('%p / %p rounds to %p', (numerator, denominator, expected) => {
    expect(divideRoundingHalfUp(numerator, denominator)).toBe(expected);
  });

  it('refuses a denominator that is not positive', () => {
    expect(() => divideRoundingHalfUp(1n, 0n)).toThrow(RangeError);
    // A negative one would round toward the wrong integer (5 / −2 as −1) instead of failing loudly.
    expect(() => divideRoundingHalfUp(5n, -2n)).toThrow(RangeError);
  });

  it('is the nearest integer: at most half the denominator away', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (n, d) => {
          const q = divideRoundingHalfUp(n, d);
          const distance = n - q * d;
          expect(2n * (distance < 0n ? -distance : distance) <= d).toBe(true);
        },
      ),
    );
  });
});
