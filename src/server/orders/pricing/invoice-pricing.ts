import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import type { ProductDto } from '@/contract/catalogue/products.contract';
import type { InvoiceItemAttributes } from '@/contract/orders/create-invoice.contract';
import type { CartLine } from '@/domain/cart/cart';
import type { Coordinates } from '@/domain/catalogue/store';
import type { Money } from '@/domain/pricing/money';
import type { TaxLine } from '@/domain/pricing/tax';

/** What a voucher takes off: an amount in minor units (`flat`) or a percentage of the items (`percent`), as vouchers are stored. */
export interface VoucherTerms {
  readonly code: string;
  readonly kind: 'flat' | 'percent';
  readonly amount: number;
}

/** The store's fields that decide whether it takes the order, and its say on the delivery fee. */
export type PricingStore = Pick<
  CompanyDto,
  | 'query_id'
  | 'shop_status'
  | 'service_area_radius'
  | 'merchant_coordinates'
  | 'min_amount'
  | 'currency'
  | 'override_delivery_fee'
  | 'delivery_fee_value'
>;

/** Everything the server knows when it prices an invoice; nothing here comes from the client but the items. */
export interface InvoicePricingInput {
  /** The lines the customer asked for; any price or tax rate in them is ignored. */
  readonly items: readonly InvoiceItemAttributes[];
  /** The products as stored, looked up by the items' product query ids; missing ones are unknown. */
  readonly products: readonly ProductDto[];
  readonly store: PricingStore;
  /** The customer's location when known (the selected address). */
  readonly customerLocation?: Coordinates | null;
  readonly voucher?: VoucherTerms | null;
  /** The rider tip in minor units, as asked; a business customer is offered none, so pays none. */
  readonly tip: Money;
  /** The customer buys as a business (the B2B trade type). */
  readonly businessCustomer: boolean;
  /** The host's fees (the configurations list); a store that overrides the delivery fee charges its own. */
  readonly fees: { readonly deliveryFee: Money; readonly serviceFee: Money };
  /** The order goes to the customer's address; a pickup pays no delivery fee. */
  readonly delivered: boolean;
}

/** One line as the server priced it. */
export interface PricedInvoiceLine {
  readonly product: ProductDto;
  /** The line as the domain's cart prices it; every amount below comes from it. */
  readonly cartLine: CartLine;
  readonly quantity: number;
  /** The unit price before the promotion (cost). */
  readonly unitPrice: Money;
  /** The unit price charged (cost_after_discount when the product has a promotion, else cost). */
  readonly chargedUnitPrice: Money;
  /** quantity × unit price. */
  readonly amount: Money;
  /** What the promotion takes off the line. */
  readonly discount: Money;
  /** amount − discount. */
  readonly payable: Money;
  readonly taxPercent: number;
  readonly size: ProductDto['product_sizes'][number] | null;
  readonly color: ProductDto['product_colors'][number] | null;
  readonly variantOptions: readonly ProductDto['product_sizes'][number][];
  readonly instruction: string;
  readonly itemDescription: string;
}

export interface PricedInvoice {
  readonly lines: readonly PricedInvoiceLine[];
  readonly currency: string;
  /** Σ line amounts: the items before promotions. */
  readonly subTotal: Money;
  /** Σ line discounts. */
  readonly itemsDiscount: Money;
  /** subTotal − itemsDiscount: what the minimum order is measured against. */
  readonly itemsTotal: Money;
  readonly voucher: { readonly code: string; readonly discount: Money } | null;
  readonly voucherDiscount: Money;
  readonly tip: Money;
  readonly serviceFee: Money;
  readonly deliveryFee: Money;
  /**
   * The VAT of what the customer pays for the items, one line per rate, lowest first: on the charged prices
   * less each line's share of the voucher discount, so Σ gross = itemsTotal − voucherDiscount.
   */
  readonly taxLines: readonly TaxLine[];
  readonly taxTotal: Money;
  readonly payable: Money;
}

export type InvoicePricingRefusal =
  | { readonly ok: false; readonly reason: 'MERCHANT_CLOSED' }
  /** Not taking new orders until then (epoch ms; null until the staff resume). */
  | { readonly ok: false; readonly reason: 'ORDERS_PAUSED' | 'KITCHEN_FULL'; readonly until: number | null }
  | { readonly ok: false; readonly reason: 'OUTSIDE_DELIVERY_AREA' }
  | { readonly ok: false; readonly reason: 'PRODUCTS_UNAVAILABLE'; readonly productQueryIds: readonly string[] }
  | {
      readonly ok: false;
      readonly reason: 'BELOW_MINIMUM_ORDER';
      readonly minimumOrder: Money;
      readonly missing: Money;
    };

export type InvoicePricing = { readonly ok: true; readonly invoice: PricedInvoice } | InvoicePricingRefusal;
