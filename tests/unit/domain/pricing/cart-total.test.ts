import fc from 'fast-check';
import { cartTotal, cartVatBreakdown, chargedUnitPrice, lineTotal, type PricedLine } from '@/domain/pricing/cart-total';

function line(quantity: number, price: number, priceAfterDiscount: number, hasPromotion: boolean): PricedLine {
  return { quantity, price, priceAfterDiscount, hasPromotion };
}

describe('lineTotal', () => {
  it.each([
    [line(0, 1999, 1999, false), 0],
    [line(1, 1999, 1999, false), 1999],
    [line(99, 1999, 1999, false), 197901],
    [line(0, 1999, 1499, true), 0],
    [line(1, 1999, 1499, true), 1499],
    [line(99, 1999, 1499, true), 148401],
    [line(3, 300, 200, false), 900],
    [line(2, 500, 0, true), 0],
  ])('%o costs %i', (priced, expected) => {
    expect(lineTotal(priced)).toBe(expected);
  });

  it('charges the discounted price only when a promotion amount exists', () => {
    expect(chargedUnitPrice(line(1, 450, 360, true))).toBe(360);
    expect(chargedUnitPrice(line(1, 450, 360, false))).toBe(450);
  });
});

describe('cartTotal', () => {
  it('is 0 for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });

  it('adds promoted and regular lines', () => {
    expect(cartTotal([line(2, 450, 360, true), line(3, 220, 220, false), line(1, 300, 200, false)])).toBe(1680);
  });

  const pricedLines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 0, max: 99 }),
      price: fc.integer({ min: 0, max: 10_000_000 }),
      priceAfterDiscount: fc.integer({ min: 0, max: 10_000_000 }),
      hasPromotion: fc.boolean(),
    }),
    { maxLength: 30 },
  );

  it('equals the sum of its line totals, and is never negative', () => {
    fc.assert(
      fc.property(pricedLines, (lines) => {
        const total = cartTotal(lines);
        expect(total).toBe(lines.map(lineTotal).reduce((sum, amount) => sum + amount, 0));
        expect(Number.isSafeInteger(total) && total >= 0).toBe(true);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(pricedLines, (lines) => {
        expect(cartTotal([...lines].reverse())).toBe(cartTotal(lines));
      }),
    );
  });
});

describe('cartVatBreakdown', () => {
  it('splits each rate of the charged line totals', () => {
    expect(
      cartVatBreakdown([
        { ...line(2, 850, 850, false), taxPercent: 14 },
        { ...line(2, 300, 250, true), taxPercent: 14 },
        { ...line(1, 1000, 1000, false), taxPercent: 24 },
      ]),
    ).toEqual([
      { taxPercent: 14, gross: 2200, net: 1930, vat: 270 },
      { taxPercent: 24, gross: 1000, net: 806, vat: 194 },
    ]);
  });

  it('splits each rate after the voucher, shared over the line totals', () => {
    // 3,00 off 17,00, 5,00 and 10,00 (32,00): 1,59, 0,47 and 0,94.
    expect(
      cartVatBreakdown(
        [
          { ...line(2, 850, 850, false), taxPercent: 14 },
          { ...line(2, 300, 250, true), taxPercent: 14 },
          { ...line(1, 1000, 1000, false), taxPercent: 24 },
        ],
        300,
      ),
    ).toEqual([
      { taxPercent: 14, gross: 1994, net: 1749, vat: 245 },
      { taxPercent: 24, gross: 906, net: 731, vat: 175 },
    ]);
  });
});
