import {
  createReviewOrderSummary,
  type ReviewedOrderSummary,
  type ReviewOrderSummaryRequest,
} from '@/application/checkout/review-order-summary.use-case';
import type { CartLine } from '@/domain/cart/cart';
import { cartTotal, cartVatBreakdown } from '@/domain/pricing/cart-total';
import { currencySymbol, type CurrencySource } from '@/domain/pricing/currency';
import { cartMinimumOrder, type MinimumOrderCheck } from '@/domain/pricing/minimum-order';
import type { Money } from '@/domain/pricing/money';
import { parseReceiptAmount } from '@/domain/pricing/receipt-format';
import { vatBreakdown, type TaxedAmount, type TaxLine } from '@/domain/pricing/tax';
import type { Tip } from '@/domain/tip/tip';
import { englishText } from './texts';

/** The currency of a host that configured nothing else: the features read in euros. */
export const euroHost: CurrencySource = { kind: 'HOST', host: 'OTHER' };

/** An amount as analysts write it, "1 234,50", in minor units. */
export function receiptAmount(text: string): Money {
  const amount = parseReceiptAmount(text);
  if (amount === null) throw new Error(`Not an amount: "${text}"`);
  return amount;
}

/** The English text of a key with its {{placeholders}} filled, as i18next fills them. */
export function filledEnglishText(key: string, values: Readonly<Record<string, string>>): string {
  return englishText(key).replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** A cart line with plausible details; the pricing scenarios set only what they are about. */
export function aPricedLine(overrides: Partial<CartLine>): CartLine {
  return {
    lineId: overrides.productQueryId ?? 'line',
    productQueryId: 'product',
    name: 'Product',
    description: '',
    pictureUrl: null,
    selection: { sizeId: null, colorId: null, variantOptionIds: [] },
    quantity: 1,
    price: 0,
    priceAfterDiscount: overrides.price ?? 0,
    hasPromotion: false,
    taxPercent: 0,
    availableQuantity: 0,
    unlimited: true,
    categoryId: 'category',
    subCategoryId: 'sub-category',
    ...overrides,
  };
}

/** What the customer sees of a cart's price. */
export interface CartPrice {
  readonly total: Money;
  /** The VAT the prices include, one line per rate. */
  readonly taxLines: readonly TaxLine[];
  /** Whether paying is open, and if not, the minimum to show. */
  readonly checkout: MinimumOrderCheck;
  readonly currencySymbol: string;
}

/** One pricing scenario: a cart, a store's minimum, an invoice, and the use cases that price them. */
export class PricingDriver {
  currency: CurrencySource = euroHost;
  isBusinessUser = false;
  readonly lines: CartLine[] = [];
  minimumOrder: Money = 0;
  invoice: Omit<ReviewOrderSummaryRequest['invoice'], 'taxLines'> = {
    subTotal: 0,
    itemsDiscount: 0,
    serviceFee: 0,
    deliveryFee: 0,
  };
  /** The invoice's goods by VAT rate; the server states their VAT after the voucher, as priceInvoice does. */
  taxedGoods: TaxedAmount[] = [];
  voucherDiscount: Money = 0;
  tip: Tip = 0;
  private cartPrice: CartPrice | null = null;
  private summary: ReviewedOrderSummary | null = null;

  /**
   * The cart as the product prices it: the cart summary's total and minimum-order check, the VAT the server's
   * priceInvoice states per rate (before any voucher), and the symbol the prices carry.
   */
  priceCart(): void {
    this.cartPrice = {
      total: cartTotal(this.lines),
      taxLines: cartVatBreakdown(this.lines),
      checkout: cartMinimumOrder(this.lines, this.minimumOrder) ?? { ok: true },
      currencySymbol: currencySymbol(this.currency),
    };
  }

  reviewSummary(): void {
    this.summary = createReviewOrderSummary({ currency: this.currency })({
      invoice: { ...this.invoice, taxLines: this.invoiceTaxLines },
      voucherDiscount: this.voucherDiscount,
      tip: this.tip,
      isBusinessUser: this.isBusinessUser,
    });
  }

  /** The VAT lines the server puts on the invoice: on the goods less the voucher. */
  get invoiceTaxLines(): readonly TaxLine[] {
    return vatBreakdown(this.taxedGoods, this.voucherDiscount);
  }

  get pricedCart(): CartPrice {
    if (!this.cartPrice) throw new Error('The customer has not looked at the price of the cart yet');
    return this.cartPrice;
  }

  get reviewedSummary(): ReviewedOrderSummary {
    if (!this.summary) throw new Error('The customer has not reviewed the order summary yet');
    return this.summary;
  }
}
