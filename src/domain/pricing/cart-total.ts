import type { CartLine } from '../cart/cart';
import { sumMoney, type Money } from './money';
import { vatBreakdown, type TaxLine } from './tax';

/** The part of a cart line its price depends on. */
export type PricedLine = Pick<CartLine, 'quantity' | 'price' | 'priceAfterDiscount' | 'hasPromotion'>;

/** A line with a promotion amount is charged at its discounted price; any other at its price. */
export function chargedUnitPrice(line: PricedLine): Money {
  return line.hasPromotion ? line.priceAfterDiscount : line.price;
}

export function lineTotal(line: PricedLine): Money {
  return line.quantity * chargedUnitPrice(line);
}

/** Σ quantity × charged unit price, in integer minor units. */
export function cartTotal(lines: readonly PricedLine[]): Money {
  return sumMoney(lines.map(lineTotal));
}

/**
 * The VAT the cart's prices include, one line per rate, after the voucher's discount when there is one
 * (see vatBreakdown: the discount is shared over the lines in proportion to their totals).
 */
export function cartVatBreakdown(
  lines: readonly (PricedLine & Pick<CartLine, 'taxPercent'>)[],
  voucherDiscount: Money = 0,
): readonly TaxLine[] {
  return vatBreakdown(
    lines.map((line) => ({ gross: lineTotal(line), taxPercent: line.taxPercent })),
    voucherDiscount,
  );
}
