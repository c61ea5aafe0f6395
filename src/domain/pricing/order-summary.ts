import type { Money } from './money';
import { taxTotal, type TaxLine } from './tax';

/**
 * The amounts of an invoice the summary is made of. Discounts are positive amounts taken off;
 * the tax lines only say how much VAT the prices include, they are never added.
 */
export interface InvoiceAmounts {
  /** The items at their prices before promotions. */
  readonly subTotal: Money;
  /** What the items' promotions take off. */
  readonly itemsDiscount: Money;
  readonly voucherDiscount: Money;
  readonly tip: Money;
  readonly serviceFee: Money;
  readonly deliveryFee: Money;
  readonly taxLines: readonly TaxLine[];
}

export type SummaryLineKind =
  'SUB_TOTAL' | 'DISCOUNT' | 'VOUCHER' | 'TIP' | 'SERVICE_FEE' | 'DELIVERY_FEE' | 'TAX_TOTAL';

export interface SummaryLine {
  readonly kind: SummaryLineKind;
  readonly amount: Money;
  /** Only a delivery fee of 0 is free: it reads "Free Delivery" instead of an amount. */
  readonly free: boolean;
}

/** The lines shown, in the order the customer reads them, and what the customer pays. */
export interface OrderSummary {
  readonly lines: readonly SummaryLine[];
  readonly payable: Money;
}

export interface OrderSummaryOptions {
  /** False for a business-to-business user: the rider tip line is hidden. */
  readonly showTip: boolean;
}

/** The order of the summary lines, top to bottom. */
export const summaryLineOrder: readonly SummaryLineKind[] = [
  'SUB_TOTAL',
  'DISCOUNT',
  'VOUCHER',
  'TIP',
  'SERVICE_FEE',
  'DELIVERY_FEE',
  'TAX_TOTAL',
];

/**
 * The order-details summary: Sub Total, Discount, Voucher, rider tip, Service Fee, Delivery Fee, then the
 * VAT total only when above 0. Payable = sub total − discount − voucher + tip + service fee + delivery fee,
 * floored at 0 so a voucher bigger than the order never pays the customer. A hidden tip is not charged,
 * since nobody may pay for a line they cannot see; an amount below 0 from a server counts as 0, so a
 * negative discount can never become a charge.
 */
export function orderSummary(amounts: InvoiceAmounts, options: OrderSummaryOptions): OrderSummary {
  const amountOf: Record<SummaryLineKind, Money> = {
    SUB_TOTAL: nonNegative(amounts.subTotal),
    DISCOUNT: nonNegative(amounts.itemsDiscount),
    VOUCHER: nonNegative(amounts.voucherDiscount),
    TIP: options.showTip ? nonNegative(amounts.tip) : 0,
    SERVICE_FEE: nonNegative(amounts.serviceFee),
    DELIVERY_FEE: nonNegative(amounts.deliveryFee),
    TAX_TOTAL: nonNegative(taxTotal(amounts.taxLines)),
  };
  const shown: Record<SummaryLineKind, boolean> = {
    SUB_TOTAL: true,
    DISCOUNT: true,
    VOUCHER: true,
    TIP: options.showTip,
    SERVICE_FEE: true,
    DELIVERY_FEE: true,
    TAX_TOTAL: amountOf.TAX_TOTAL > 0,
  };
  const lines = summaryLineOrder
    .filter((kind) => shown[kind])
    .map((kind) => ({ kind, amount: amountOf[kind], free: kind === 'DELIVERY_FEE' && amountOf[kind] === 0 }));
  const payable =
    amountOf.SUB_TOTAL -
    amountOf.DISCOUNT -
    amountOf.VOUCHER +
    amountOf.TIP +
    amountOf.SERVICE_FEE +
    amountOf.DELIVERY_FEE;
  return { lines, payable: Math.max(0, payable) };
}

function nonNegative(amount: Money): Money {
  return Math.max(0, amount);
}
