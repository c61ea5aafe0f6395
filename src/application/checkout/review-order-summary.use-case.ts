import { currencySymbol, type CurrencySource } from '@/domain/pricing/currency';
import type { Money } from '@/domain/pricing/money';
import { orderSummary, type InvoiceAmounts, type OrderSummary } from '@/domain/pricing/order-summary';
import { isTipOffered, tipInMinorUnits, type Tip } from '@/domain/tip/tip';

export interface ReviewOrderSummaryRequest {
  /** What the server priced on the invoice. */
  readonly invoice: Omit<InvoiceAmounts, 'voucherDiscount' | 'tip'>;
  /** What the applied voucher takes off; 0 when there is none. */
  readonly voucherDiscount: Money;
  /** The rider tip, in whole major units. */
  readonly tip: Tip;
  readonly isBusinessUser: boolean;
}

export interface ReviewedOrderSummary extends OrderSummary {
  readonly currencySymbol: string;
}

/**
 * The customer reviews the order details before paying: the summary lines in their order and the amount
 * payable, with the voucher and the rider tip they chose. A business user is not shown, nor charged, a tip.
 */
export type ReviewOrderSummary = (request: ReviewOrderSummaryRequest) => ReviewedOrderSummary;

export function createReviewOrderSummary(deps: { currency: CurrencySource }): ReviewOrderSummary {
  return ({ invoice, voucherDiscount, tip, isBusinessUser }) => ({
    ...orderSummary(
      { ...invoice, voucherDiscount, tip: tipInMinorUnits(tip) },
      { showTip: isTipOffered(isBusinessUser) },
    ),
    currencySymbol: currencySymbol(deps.currency),
  });
}
