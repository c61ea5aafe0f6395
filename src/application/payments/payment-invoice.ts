import type { Cart } from '@/domain/cart/cart';
import { keptOrderNote } from '@/domain/orders/order-note';
import type { PaymentMethod } from '@/domain/payments/payment-method';
import type { Tip } from '@/domain/tip/tip';
import type { InvoiceGateway, InvoiceRefusal, PricedInvoice } from '../ports/invoice-gateway.port';
import type { VoucherGateway } from '../ports/voucher-gateway.port';

export interface PaymentInvoiceRequest {
  readonly cart: Cart;
  readonly method: PaymentMethod;
  /** The voucher applied on the checkout; it goes onto the new invoice too. */
  readonly voucherCode: string | null;
  readonly tip: Tip;
  /** What the customer wrote to the store about the order; null or blank when nothing. */
  readonly note: string | null;
  /** The order's idempotency key, when it may be sent more than once (see InvoiceDraft). */
  readonly idempotencyKey?: string;
}

export type PaymentInvoiceOutcome =
  | {
      readonly ok: true;
      readonly invoiceQueryId: string;
      readonly merchantQueryId: string;
      /** The invoice as the server holds it, the voucher's discount included. */
      readonly invoice: PricedInvoice;
    }
  | InvoiceRefusal
  | { readonly ok: false; readonly reason: 'EMPTY_CART' };

/**
 * The one invoice a payment makes: the cart priced by the server for the method chosen, with the tip and the
 * voucher as the checkout's quote has them, and the customer's note, which a payment that is never re-submitted
 * has no other way to bring to the kitchen. A provider is told the amount the server then holds.
 * @throws AppError when the server cannot be reached.
 */
export async function createPaymentInvoice(
  deps: { invoiceGateway: InvoiceGateway; voucherGateway: VoucherGateway },
  { cart, method, voucherCode, tip, note, idempotencyKey }: PaymentInvoiceRequest,
): Promise<PaymentInvoiceOutcome> {
  if (cart.store === null || cart.lines.length === 0) return { ok: false, reason: 'EMPTY_CART' };
  const created = await deps.invoiceGateway.create({
    storeQueryId: cart.store.queryId,
    merchantAddressId: cart.store.merchantAddressId,
    paymentMethod: method,
    lines: cart.lines.map((line) => ({
      productQueryId: line.productQueryId,
      quantity: line.quantity,
      selection: line.selection,
    })),
    tip,
    note: keptOrderNote(note),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  });
  if (!created.ok) return created;
  const { queryId, merchantQueryId } = created.invoice;
  if (voucherCode === null) return { ok: true, invoiceQueryId: queryId, merchantQueryId, invoice: created.invoice };
  const verdict = await deps.voucherGateway.validate(queryId, voucherCode);
  if (!verdict.ok) return { ok: false, reason: 'REFUSED', message: verdict.message };
  const invoice = { ...created.invoice, voucherCode, voucherDiscount: verdict.discount, payable: verdict.payable };
  return { ok: true, invoiceQueryId: queryId, merchantQueryId, invoice };
}
