import type { Cart } from '@/domain/cart/cart';
import type { Money } from '@/domain/pricing/money';
import type { Tip } from '@/domain/tip/tip';
import type { InvoiceGateway, InvoiceRefusal, PricedInvoice } from '../ports/invoice-gateway.port';
import type { VoucherGateway } from '../ports/voucher-gateway.port';

export interface QuoteCheckoutRequest {
  readonly cart: Cart;
  /** A voucher the customer applied before the cart changed; it is applied again to the new invoice. */
  readonly voucherCode: string | null;
  /** The rider tip chosen, in whole units; part of the invoice the server prices. */
  readonly tip: Tip;
}

export interface AppliedVoucher {
  readonly code: string;
  readonly discount: Money;
}

export type QuoteCheckoutOutcome =
  | {
      readonly ok: true;
      readonly invoice: PricedInvoice;
      readonly voucher: AppliedVoucher | null;
      /** The server's text when the voucher no longer applies to the changed cart. */
      readonly voucherRefusal: string | null;
    }
  | InvoiceRefusal
  | { readonly ok: false; readonly reason: 'EMPTY_CART' };

/**
 * The customer opens the checkout: the server prices the cart into a cash invoice, so every amount shown is
 * the server's, and a voucher applied before is applied again to that invoice. Paying cash places this very
 * invoice, so a retry can never make a second order.
 * @throws AppError when the server cannot be reached.
 */
export type QuoteCheckout = (request: QuoteCheckoutRequest) => Promise<QuoteCheckoutOutcome>;

export function createQuoteCheckout(deps: {
  invoiceGateway: InvoiceGateway;
  voucherGateway: VoucherGateway;
}): QuoteCheckout {
  return async ({ cart, voucherCode, tip }) => {
    if (cart.store === null || cart.lines.length === 0) return { ok: false, reason: 'EMPTY_CART' };
    const created = await deps.invoiceGateway.create({
      storeQueryId: cart.store.queryId,
      merchantAddressId: cart.store.merchantAddressId,
      paymentMethod: 'CASH',
      lines: cart.lines.map((line) => ({
        productQueryId: line.productQueryId,
        quantity: line.quantity,
        selection: line.selection,
      })),
      tip,
    });
    if (!created.ok) return created;
    if (voucherCode === null) return { ok: true, invoice: created.invoice, voucher: null, voucherRefusal: null };
    const verdict = await deps.voucherGateway.validate(created.invoice.queryId, voucherCode);
    return verdict.ok
      ? {
          ok: true,
          // The payable is the server's after the voucher, so the checkout decides how to pay on its figure.
          invoice: { ...created.invoice, voucherDiscount: Math.max(0, verdict.discount), payable: verdict.payable },
          voucher: { code: voucherCode, discount: Math.max(0, verdict.discount) },
          voucherRefusal: null,
        }
      : { ok: true, invoice: created.invoice, voucher: null, voucherRefusal: verdict.message };
  };
}
