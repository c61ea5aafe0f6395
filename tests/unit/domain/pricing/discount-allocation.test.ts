import fc from 'fast-check';
import { allocateDiscount } from '@/domain/pricing/discount-allocation';

describe('allocateDiscount', () => {
  it.each([
    // 5,00 over 17,00 and 10,00: exact shares 3,148 and 1,851; the spare cent goes to the bigger fraction.
    [[1700, 1000], 500, [315, 185]],
    // 1,00 over three equal amounts: equal fractions, so the earliest takes the spare cent.
    [[100, 100, 100], 100, [34, 33, 33]],
    // 0,02 over 2,00 and 1,00: exact shares 1,33 and 0,67; the smaller amount lost the bigger fraction, so the cent is its.
    [[200, 100], 2, [1, 1]],
    [[2000, 2400], 500, [227, 273]],
    [[1000], 250, [250]],
    [[1000, 0, 500], 300, [200, 0, 100]],
    [[700, 300], 0, [0, 0]],
    [[700, 300], 1000, [700, 300]],
    // More than all the amounts takes all of them and no more.
    [[700, 300], 2500, [700, 300]],
    [[0, 0], 100, [0, 0]],
    [[], 100, []],
    [[-500, 1000], 100, [0, 100]],
    [[1000], -100, [0]],
  ])('shares %p less %p as %p', (amounts, discount, expected) => {
    expect(allocateDiscount(amounts, discount)).toEqual(expected);
  });

  const amounts = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 12 });
  const discount = fc.integer({ min: 0, max: 2_000_000 });

  it('gives parts that add up to the discount, capped at the amounts, each within its amount', () => {
    fc.assert(
      fc.property(amounts, discount, (shared, off) => {
        const parts = allocateDiscount(shared, off);
        const total = shared.reduce((sum, amount) => sum + amount, 0);
        expect(parts).toHaveLength(shared.length);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(Math.min(off, total));
        parts.forEach((part, index) => {
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(shared[index]!);
        });
      }),
    );
  });

  it('gives each amount its exact proportional share to within one cent', () => {
    fc.assert(
      fc.property(amounts, discount, (shared, off) => {
        const total = shared.reduce((sum, amount) => sum + amount, 0);
        fc.pre(total > 0);
        const toShare = Math.min(off, total);
        allocateDiscount(shared, off).forEach((part, index) => {
          // |part − amount × discount / total| < 1, kept in integers.
          expect(Math.abs(part * total - shared[index]! * toShare)).toBeLessThan(total);
        });
      }),
    );
  });

  it('gives the bigger amount never the smaller part', () => {
    fc.assert(
      fc.property(amounts, discount, (shared, off) => {
        const parts = allocateDiscount(shared, off);
        shared.forEach((first, i) =>
          shared.forEach((second, j) => {
            if (first > second) expect(parts[i]!).toBeGreaterThanOrEqual(parts[j]!);
          }),
        );
      }),
    );
  });
});
