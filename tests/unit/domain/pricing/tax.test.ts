import fc from 'fast-check';
import { splitGross, taxBasisPoints, taxTotal, vatBreakdown } from '@/domain/pricing/tax';

describe('taxBasisPoints', () => {
  it.each([
    [24, 2400],
    [25.5, 2550],
    [14, 1400],
    [10, 1000],
    [0, 0],
    [14.35, 1435],
    [0.01, 1],
    [100, 10000],
    [12.345, 1235],
    [-24, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%p %% is %p basis points', (percent, expected) => {
    expect(taxBasisPoints(percent)).toBe(expected);
  });

  it('reads every rate with two decimals without float drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        expect(taxBasisPoints(basisPoints / 100)).toBe(basisPoints);
      }),
    );
  });
});

describe('splitGross', () => {
  it.each([
    [1, 24, 1, 0],
    [1, 14, 1, 0],
    [1, 25.5, 1, 0],
    [1, 0, 1, 0],
    [1999, 24, 1612, 387],
    [1999, 14, 1754, 245],
    [1999, 25.5, 1593, 406],
    [1999, 10, 1817, 182],
    [1999, 0, 1999, 0],
    [100, 25.5, 80, 20],
    [0, 24, 0, 0],
    // 1 / 2 = 0.5 cent of net: half-up rounds the net up, so the VAT is 0.
    [1, 100, 1, 0],
    [2, 100, 1, 1],
    [12400, 24, 10000, 2400],
    [-1999, 24, -1612, -387],
  ])('%i cents at %p %% is net %i + VAT %i', (gross, percent, net, vat) => {
    expect(splitGross(gross, percent)).toEqual({ net, vat });
  });

  const grossAmounts = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
  const percents = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100);

  it('always adds net and VAT back up to the gross, to the cent', () => {
    fc.assert(
      fc.property(grossAmounts, percents, (gross, percent) => {
        const { net, vat } = splitGross(gross, percent);
        expect(Number.isSafeInteger(net) && Number.isSafeInteger(vat)).toBe(true);
        expect(net + vat).toBe(gross);
      }),
    );
  });

  it('rounds the net to the nearest cent of gross / (1 + percent / 100), and the VAT is never negative', () => {
    fc.assert(
      fc.property(grossAmounts, fc.integer({ min: 0, max: 10_000 }), (gross, basisPoints) => {
        const { net, vat } = splitGross(gross, basisPoints / 100);
        const divisor = 10_000n + BigInt(basisPoints);
        const error = BigInt(net) * divisor - BigInt(gross) * 10_000n;
        expect(2n * (error < 0n ? -error : error) <= divisor).toBe(true);
        expect(vat >= 0 && vat <= gross).toBe(true);
      }),
    );
  });
});

describe('vatBreakdown', () => {
  it('sums the goods of each rate before splitting, lowest rate first', () => {
    expect(
      vatBreakdown([
        { gross: 1000, taxPercent: 24 },
        { gross: 1700, taxPercent: 14 },
        { gross: 500, taxPercent: 14 },
        { gross: 300, taxPercent: 0 },
      ]),
    ).toEqual([
      { taxPercent: 0, gross: 300, net: 300, vat: 0 },
      { taxPercent: 14, gross: 2200, net: 1930, vat: 270 },
      { taxPercent: 24, gross: 1000, net: 806, vat: 194 },
    ]);
  });

  it('states VAT per rate, not per item: three 0,01 items at 24 % hold 0,01 of VAT together', () => {
    const items = [1, 1, 1].map((gross) => ({ gross, taxPercent: 24 }));
    expect(items.map((item) => splitGross(item.gross, item.taxPercent).vat)).toEqual([0, 0, 0]);
    expect(vatBreakdown(items)).toEqual([{ taxPercent: 24, gross: 3, net: 2, vat: 1 }]);
  });

  it('treats 14 and 14.00 as one rate', () => {
    expect(
      vatBreakdown([
        { gross: 114, taxPercent: 14 },
        { gross: 114, taxPercent: 14.0 },
      ]),
    ).toHaveLength(1);
  });

  it('has no line for no goods', () => {
    expect(vatBreakdown([])).toEqual([]);
  });

  it('reckons VAT on the goods less the voucher, shared over them in proportion to their gross', () => {
    // 5,00 off 17,00 and 10,00: 3,15 and 1,85, so 13,85 at 14 % and 8,15 at 24 %.
    expect(
      vatBreakdown(
        [
          { gross: 1700, taxPercent: 14 },
          { gross: 1000, taxPercent: 24 },
        ],
        500,
      ),
    ).toEqual([
      { taxPercent: 14, gross: 1385, net: 1215, vat: 170 },
      { taxPercent: 24, gross: 815, net: 657, vat: 158 },
    ]);
  });

  it('shares the voucher by item, then sums each rate', () => {
    expect(
      vatBreakdown(
        [
          { gross: 100, taxPercent: 24 },
          { gross: 100, taxPercent: 14 },
          { gross: 100, taxPercent: 24 },
        ],
        100,
      ),
    ).toEqual([
      { taxPercent: 14, gross: 67, net: 59, vat: 8 },
      { taxPercent: 24, gross: 133, net: 107, vat: 26 },
    ]);
  });

  it('leaves no VAT when the voucher takes everything, and keeps each rate line', () => {
    expect(
      vatBreakdown(
        [
          { gross: 1700, taxPercent: 14 },
          { gross: 1000, taxPercent: 24 },
        ],
        5000,
      ),
    ).toEqual([
      { taxPercent: 14, gross: 0, net: 0, vat: 0 },
      { taxPercent: 24, gross: 0, net: 0, vat: 0 },
    ]);
  });

  const taxedAmounts = fc.array(
    fc.record({
      gross: fc.integer({ min: 0, max: 500_000 }),
      taxPercent: fc.constantFrom(0, 10, 14, 24, 25.5),
    }),
    { maxLength: 10 },
  );

  it('after a voucher: net + VAT = gross per rate, the grosses make the goods less the voucher, VAT never grows', () => {
    fc.assert(
      fc.property(taxedAmounts, fc.integer({ min: 0, max: 6_000_000 }), (amounts, voucher) => {
        const goods = amounts.reduce((sum, amount) => sum + amount.gross, 0);
        const lines = vatBreakdown(amounts, voucher);
        for (const line of lines) expect(line.net + line.vat).toBe(line.gross);
        expect(lines.reduce((sum, line) => sum + line.gross, 0)).toBe(goods - Math.min(voucher, goods));
        expect(taxTotal(lines)).toBe(lines.reduce((sum, line) => sum + line.vat, 0));
        expect(taxTotal(lines)).toBeLessThanOrEqual(taxTotal(vatBreakdown(amounts)));
      }),
    );
  });

  it('with no voucher is the same as before any voucher existed', () => {
    fc.assert(
      fc.property(taxedAmounts, (amounts) => {
        expect(vatBreakdown(amounts, 0)).toEqual(vatBreakdown(amounts));
      }),
    );
  });

  it('totals the VAT of all its lines', () => {
    expect(
      taxTotal(
        vatBreakdown([
          { gross: 1700, taxPercent: 14 },
          { gross: 1000, taxPercent: 24 },
        ]),
      ),
    ).toBe(403);
    expect(taxTotal([])).toBe(0);
  });
});
