import fc from 'fast-check';
import { priceAfterPromotion } from '@/domain/pricing/promotion';

describe('priceAfterPromotion', () => {
  it.each([
    [1690, null, 1690],
    [1690, { nature: 'discount', amount: 10 }, 1521],
    [1390, { nature: 'discount', amount: 15 }, 1181],
    [1, { nature: 'discount', amount: 50 }, 0],
    [3, { nature: 'discount', amount: 50 }, 1],
    [999, { nature: 'discount', amount: 12.5 }, 874],
    [550, { nature: 'flat', amount: 100 }, 450],
    [80, { nature: 'flat', amount: 100 }, 0],
    [1000, { nature: 'discount', amount: 100 }, 0],
    [1000, { nature: 'discount', amount: 0 }, 1000],
    [1000, { nature: 'flat', amount: -50 }, 1000],
  ] as const)('%i with %o costs %i', (price, promotion, expected) => {
    expect(priceAfterPromotion(price, promotion)).toBe(expected);
  });

  it('never goes below zero nor above the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('flat' as const, 'discount' as const),
        fc.double({ min: 0, max: 200, noNaN: true }),
        (price, nature, amount) => {
          const after = priceAfterPromotion(price, { nature, amount });
          return Number.isSafeInteger(after) && after >= 0 && after <= price;
        },
      ),
    );
  });
});
