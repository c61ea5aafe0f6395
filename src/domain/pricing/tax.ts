import { scaledDecimal } from './decimal';
import { allocateDiscount } from './discount-allocation';
import { sumMoney, type Money } from './money';
import { divideRoundingHalfUp } from './rounding';

/** Hundredths of a percent: 25.5 % is 2550, so rates with two decimals stay integers. */
export type BasisPoints = number;

const basisPointsPerWhole = 10_000n;

/**
 * A VAT percentage (24, 25.5, 14, 10, 0) in basis points, read from its decimal digits so 14.35 is 1435
 * and not 1434.9999999999998. A third decimal rounds half-up. A rate no store can charge (negative,
 * not a number) counts as 0 %: VAT is only reported, never added, so the customer's price stays right.
 */
export function taxBasisPoints(taxPercent: number): BasisPoints {
  if (!Number.isFinite(taxPercent)) return 0;
  const basisPoints = scaledDecimal(String(taxPercent), 2);
  return basisPoints === null || basisPoints < 0n ? 0 : Number(basisPoints);
}

/** What a VAT-inclusive price is made of. Invariant: net + vat = gross, to the cent. */
export interface VatSplit {
  readonly net: Money;
  readonly vat: Money;
}

/**
 * Prices include VAT: net = gross / (1 + tax% / 100), rounded half-up to the cent, and VAT is the
 * difference. Rounding only the net and deriving the VAT makes the two add up to the gross exactly.
 */
export function splitGross(gross: Money, taxPercent: number): VatSplit {
  const divisor = basisPointsPerWhole + BigInt(taxBasisPoints(taxPercent));
  const net = Number(divideRoundingHalfUp(BigInt(gross) * basisPointsPerWhole, divisor));
  return { net, vat: gross - net };
}

/** The VAT of one rate on a receipt: all goods taxed at that rate, split once. */
export interface TaxLine {
  readonly taxPercent: number;
  readonly gross: Money;
  readonly net: Money;
  readonly vat: Money;
}

export interface TaxedAmount {
  readonly gross: Money;
  readonly taxPercent: number;
}

/**
 * One tax line per VAT rate, lowest rate first, on what the customer pays for the goods. A voucher lowers that,
 * so its discount is first shared over the amounts in proportion to their gross (allocateDiscount: the parts
 * add up to the discount exactly) and each rate is split on its discounted gross; without a voucher the
 * lines are the goods' own. The gross of a rate is summed before it is split, as a receipt states VAT per
 * rate; splitting each item and adding would let the item roundings pile up.
 * @param voucherDiscount minor units taken off all the amounts together; 0 when there is no voucher.
 */
export function vatBreakdown(amounts: readonly TaxedAmount[], voucherDiscount: Money = 0): readonly TaxLine[] {
  const discounts = allocateDiscount(
    amounts.map((amount) => amount.gross),
    voucherDiscount,
  );
  const grossByRate = new Map<BasisPoints, Money>();
  amounts.forEach((amount, index) => {
    const rate = taxBasisPoints(amount.taxPercent);
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + amount.gross - discounts[index]!);
  });
  return [...grossByRate.entries()]
    .sort(([first], [second]) => first - second)
    .map(([rate, gross]) => {
      const taxPercent = rate / 100;
      return { taxPercent, gross, ...splitGross(gross, taxPercent) };
    });
}

/** The VAT a set of tax lines holds in all. */
export function taxTotal(lines: readonly TaxLine[]): Money {
  return sumMoney(lines.map((line) => line.vat));
}
