import fc from 'fast-check';
import { moneyFromDecimal } from '@/domain/pricing/money';

describe('moneyFromDecimal: an amount as cents, exactly', () => {
  it.each([
    [0.01, 1],
    [0.1, 10],
    [0.07, 7],
    [19.99, 1999],
    [1234.56, 123456],
    [1e6, 100_000_000],
    [0, 0],
    [5, 500],
    [-19.99, -1999],
    [1.005, 101],
    [1.0049, 100],
    [0.005, 1],
    [0.0049, 0],
  ])('reads the number %p as %p cents', (amount, cents) => {
    expect(moneyFromDecimal(amount)).toBe(cents);
  });

  it.each([
    ['19.99', 1999],
    [' 19.99 ', 1999],
    ['0.07', 7],
    ['1.005', 101],
    ['-1.005', -101],
    ['+3', 300],
    ['007.10', 710],
    ['1e6', 100_000_000],
    ['1.5E2', 15_000],
    ['1.5e-3', 0],
    ['-0', 0],
    ['0.00', 0],
    ['90071992547409.91', 9_007_199_254_740_991],
  ])('reads the text "%s" as %p cents', (amount, cents) => {
    expect(moneyFromDecimal(amount)).toBe(cents);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [1e21],
    [''],
    ['.'],
    ['abc'],
    ['1,5'],
    ['1.2.3'],
    ['19.99 EUR'],
    ['e5'],
    ['.5'],
    ['5.'],
    [5e-324],
    ['1e999999'],
    ['90071992547409.92'],
  ])('refuses %p', (amount) => {
    expect(moneyFromDecimal(amount)).toBeNull();
  });

  it('never answers -0', () => {
    expect(Object.is(moneyFromDecimal('-0.001'), 0)).toBe(true);
  });

  const twoDecimals = fc
    .bigInt({ min: 0n, max: 10n ** 12n })
    .map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);

  it('turns any two-decimal amount into whole cents that format back to the same amount', () => {
    fc.assert(
      fc.property(twoDecimals, (text) => {
        for (const amount of [text, Number(text)]) {
          const cents = moneyFromDecimal(amount);
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(((cents ?? Number.NaN) / 100).toFixed(2)).toBe(text);
        }
      }),
    );
  });

  it('always answers whole cents or nothing, for any number at all', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        const cents = moneyFromDecimal(amount);
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });

  // Subnormal doubles print with exponents no amount has (5e-324), which the reader refuses.
  const amounts = fc
    .double({ min: -1e12, max: 1e12, noNaN: true })
    .filter((amount) => amount === 0 || Math.abs(amount) > 1e-90);

  it('is off by at most half a cent from the amount', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        const cents = moneyFromDecimal(amount) ?? Number.NaN;
        expect(Math.abs(cents - amount * 100)).toBeLessThanOrEqual(0.5 + Math.abs(amount) * 1e-13);
      }),
    );
  });
});
