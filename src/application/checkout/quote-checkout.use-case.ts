import type { Cart } from '@/domain/cart/cart';
import type { Money } from '@/domain/pricing/money';
import type { Tip } from '@/domain/tip/tip';
import type { InvoiceGateway, InvoiceRefusal, PricedCart, QuoteDraft } from '../ports/invoice-gateway.port';

export interface QuoteCheckoutRequest {
  readonly cart: Cart;
  /** A voucher the customer applied; the server prices the cart with it again. */
  readonly voucherCode: string | null;
  /** The rider tip chosen, in whole units; part of what the server prices. */
  readonly tip: Tip;
}

export interface AppliedVoucher {
  readonly code: string;
  readonly discount: Money;
}

export type QuoteCheckoutOutcome =
  | {
      readonly ok: true;
      readonly priced: PricedCart;
      readonly voucher: AppliedVoucher | null;
      /** The server's text when the voucher does not apply to this cart. */
      readonly voucherRefusal: string | null;
    }
  | InvoiceRefusal
  | { readonly ok: false; readonly reason: 'EMPTY_CART' };

/** What the server is asked to price for a cart, its tip and voucher: products and choices, never a price. */
export function quoteDraftOf(cart: Cart, tip: Tip, voucherCode: string | null): QuoteDraft | null {
  if (cart.store === null || cart.lines.length === 0) return null;
  return {
    storeQueryId: cart.store.queryId,
    merchantAddressId: cart.store.merchantAddressId,
    lines: cart.lines.map((line) => ({
      productQueryId: line.productQueryId,
      quantity: line.quantity,
      selection: line.selection,
    })),
    tip,
    voucherCode,
  };
}

/**
 * The customer looks at the checkout: the server prices the cart, tip and voucher as it would price the
 * invoice, so every amount shown is the server's, and stores nothing. The invoice itself is made once, with
 * the payment method the customer chooses (the spec's §4), so a quantity or tip change costs no invoice.
 * @throws AppError when the server cannot be reached.
 */
export type QuoteCheckout = (request: QuoteCheckoutRequest) => Promise<QuoteCheckoutOutcome>;

export function createQuoteCheckout(deps: { invoiceGateway: InvoiceGateway }): QuoteCheckout {
  return async ({ cart, voucherCode, tip }) => {
    const draft = quoteDraftOf(cart, tip, voucherCode);
    if (draft === null) return { ok: false, reason: 'EMPTY_CART' };
    const answer = await deps.invoiceGateway.quote(draft);
    if (!answer.ok) return answer;
    const { cart: priced, voucherRefusal } = answer;
    const voucher =
      priced.voucherCode === null ? null : { code: priced.voucherCode, discount: Math.max(0, priced.voucherDiscount) };
    return { ok: true, priced, voucher, voucherRefusal };
  };
}
