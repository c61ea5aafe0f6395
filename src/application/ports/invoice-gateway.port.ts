import type { CartSelection } from '@/domain/cart/cart';
import type { InvoiceAmounts } from '@/domain/pricing/order-summary';
import type { Money } from '@/domain/pricing/money';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { Tip } from '@/domain/tip/tip';
import type { BankCardCredentials } from '@/domain/payments/bank-card-form';
import type { InvoiceSettlement } from '@/domain/payments/settlement-channel';

/** One line the customer asks for; the server prices it, so no price travels with it. */
export interface InvoiceDraftLine {
  readonly productQueryId: string;
  readonly quantity: number;
  readonly selection: CartSelection;
}

/** What the cart asks the server to make an invoice of. */
export interface InvoiceDraft {
  readonly storeQueryId: string;
  readonly merchantAddressId: string | null;
  readonly paymentMethod: PaymentMethod;
  readonly lines: readonly InvoiceDraftLine[];
  /** The rider tip the customer chose, in whole units; the server charges it on the invoice. */
  readonly tip: Tip;
  /**
   * What the customer wrote to the store about the order, kept on the invoice from the start: a payment that
   * never re-submits the invoice (framed card, bank redirect) brings it to the kitchen this way. Null or absent
   * when nothing.
   */
  readonly note?: string | null;
  /** The card the bank card form accepted, which pays this invoice as it is created (bank card method only). */
  readonly bankCard?: BankCardCredentials;
  /**
   * The order's idempotency key (an order queued offline): the server answers the same user's same key with the
   * invoice it made the first time, so sending the order again makes no second invoice. Absent: none.
   */
  readonly idempotencyKey?: string;
}

/** An invoice line as the server priced it. */
export interface PricedInvoiceLine {
  readonly productQueryId: string;
  readonly name: string;
  readonly quantity: number;
  /** Unit price before and after the promotion. */
  readonly cost: Money;
  readonly costAfterDiscount: Money;
  /** What the whole line costs. */
  readonly payable: Money;
  /** The size, colour and variant options the line was priced with. */
  readonly selection: CartSelection;
  /** What the customer asked the kitchen of this line; empty when nothing. */
  readonly instruction: string;
}

/** The cart as the server prices it, before any invoice exists; every amount is the server's, in minor units. */
export interface PricedCart {
  readonly lines: readonly PricedInvoiceLine[];
  /** The amounts the summary is made of, before the voucher and the tip the customer chooses. */
  readonly amounts: Omit<InvoiceAmounts, 'voucherDiscount' | 'tip'>;
  readonly voucherDiscount: Money;
  readonly payable: Money;
  /** The rider tip the server charged, in minor units. */
  readonly tip: Money;
  /** The voucher the server applied; null without one. */
  readonly voucherCode: string | null;
}

/** An invoice the server created and priced. */
export interface PricedInvoice extends PricedCart {
  readonly queryId: string;
  readonly shortOrderId: string;
  readonly merchantQueryId: string;
  /** The customer's address the order is delivered to; null for a pickup. */
  readonly deliveryAddressId: string | null;
}

/** What the cart summary asks the server to price: the cart, the tip and the voucher, with no payment method yet. */
export interface QuoteDraft extends Omit<InvoiceDraft, 'paymentMethod' | 'bankCard' | 'note'> {
  /** The voucher to apply; null for none. */
  readonly voucherCode: string | null;
}

/** The priced cart, and the server's own words when the voucher asked for does not apply (then priced without). */
export type QuoteAnswer =
  { readonly ok: true; readonly cart: PricedCart; readonly voucherRefusal: string | null } | InvoiceRefusal;

/** Who receives the order, as the signed-in user's record names them. */
export interface OrderRecipient {
  readonly name: string;
  readonly phoneNumber: string;
}

/**
 * The spec's re-submission payload besides the channel: the invoice as the server priced it, with what the
 * customer adds to it. The server keeps its own amounts and checks the rest against them.
 */
export interface InvoiceResubmission {
  readonly invoice: PricedInvoice;
  /** What the customer wrote to the store about the order; null when nothing. */
  readonly note: string | null;
  /** null for a guest, who has no name or number on record. */
  readonly recipient: OrderRecipient | null;
}

/** Why the server would not make or place the order; the message is the server's own text. */
export type InvoiceRefusal =
  | { readonly ok: false; readonly reason: 'PRODUCTS_UNAVAILABLE'; readonly productQueryIds: readonly string[] }
  | {
      readonly ok: false;
      readonly reason: 'BELOW_MINIMUM_ORDER';
      readonly minimumOrder: Money;
      readonly message: string;
    }
  | { readonly ok: false; readonly reason: 'REFUSED'; readonly message: string };

export type InvoiceAnswer = { readonly ok: true; readonly invoice: PricedInvoice } | InvoiceRefusal;

/**
 * Placing needs the customer once more: the server's error names a card form (the spec's network card flow),
 * which the storefront opens in the bank card dialog.
 */
export interface CardFormRequired {
  readonly ok: false;
  readonly reason: 'CARD_FORM_REQUIRED';
  /** The form to frame, as the server named it (http or https only). */
  readonly url: string;
}

export type PlaceOrderAnswer = InvoiceAnswer | CardFormRequired;

/** The server that prices carts into invoices and turns invoices into orders. */
export interface InvoiceGateway {
  /**
   * Prices the draft as creating it would, with the voucher, and keeps nothing: the cart summary's figures.
   * @returns the priced cart, or the refusal creating it would meet (unavailable products, below the minimum…).
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  quote(draft: QuoteDraft): Promise<QuoteAnswer>;

  /**
   * Creates an invoice of the draft, priced by the server from the stored products.
   * @returns the priced invoice, or the server's refusal (unavailable products, below the minimum, closed store…).
   * @throws AppError when the server cannot be reached or answers something unreadable.
   */
  create(draft: InvoiceDraft): Promise<InvoiceAnswer>;

  /**
   * Places the invoice as an order. The server places an invoice once: placing it again answers the same order.
   * @returns the placed invoice, the refusal (products sold out since the invoice was made), or the card form
   * the payment still needs when the server's error carries one.
   * @throws AppError when the server cannot be reached or refuses otherwise.
   */
  placeOrder(invoiceQueryId: string): Promise<PlaceOrderAnswer>;

  /**
   * Re-submits the invoice on one of the user's channels (the spec's payment step 3, the invoice update call).
   * @returns the invoice as the server now holds it, or its refusal.
   * @throws AppError when the server cannot be reached or refuses otherwise (a channel not the user's).
   */
  resubmit(
    order: InvoiceResubmission,
    settlement: InvoiceSettlement & { readonly channelQueryId: string },
  ): Promise<InvoiceAnswer>;
}
