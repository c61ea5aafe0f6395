import { bankPaymentParams, type BankPaymentParams } from './bank-payment';
import {
  invoiceResubmission,
  type CheckoutDetails,
  type InvoiceResubmission,
  type PaymentChannel,
} from './invoice-resubmission';
import type { PayableInvoice } from './payable-invoice';
import { paymentInitiation, type PaymentInitiation } from './payment-initiation';
import type { PaymentMethod } from './payment-method';

/** Everything the choice of path depends on, once the invoice exists. */
export interface PaymentContext {
  readonly invoice: PayableInvoice;
  readonly method: PaymentMethod;
  /** The bank card form's session (`s`); null when the customer did not pay through that form. */
  readonly sessionId: string | null;
  readonly channels: readonly PaymentChannel[];
  /** Where the named bank sends the customer back (see `bankReturnUrl`). */
  readonly bankReturnUrl: string;
  readonly checkout: CheckoutDetails;
}

/** The one thing that happens next for a created invoice. */
export type PaymentPath =
  | { readonly kind: 'OPEN_BANK'; readonly bank: BankPaymentParams }
  | { readonly kind: 'INITIATE'; readonly initiation: PaymentInitiation }
  | { readonly kind: 'RESUBMIT'; readonly resubmission: InvoiceResubmission };

/** Methods that settle through the user's own channel rather than a provider. */
export function settlesThroughChannel(method: PaymentMethod): boolean {
  return method === 'PAYMENT_BY_CARD_BANK_ALFALAH' || method === 'CASH';
}

/**
 * Whether an invoice must be paid at a provider before it becomes an order: an amount to pay by any method
 * that does not settle through the user's channel. The server holds place_order to this; the browser's
 * payment path follows from the same rule.
 */
export function mustBePaidBeforePlacing(method: PaymentMethod, payableAmount: number): boolean {
  return payableAmount > 0 && !settlesThroughChannel(method);
}

/**
 * Which path an invoice takes after it is created:
 * an amount to pay by the named bank opens the bank; an amount to pay by a provider starts the provider;
 * anything else (nothing to pay, the bank card form, cash) re-submits the invoice on the user's channel.
 *
 * Cash is not in the spec's list of methods; it is read as the cash channel, since there is no provider to start.
 */
export function paymentPath(context: PaymentContext): PaymentPath {
  const { invoice, method } = context;
  if (invoice.payableAmount > 0 && method === 'PAYMENT_BY_SONERI') {
    return { kind: 'OPEN_BANK', bank: bankPaymentParams(invoice, context.bankReturnUrl) };
  }
  if (mustBePaidBeforePlacing(method, invoice.payableAmount)) {
    return { kind: 'INITIATE', initiation: paymentInitiation(invoice, method) };
  }
  return {
    kind: 'RESUBMIT',
    resubmission: invoiceResubmission(invoice, context.checkout, context.sessionId, context.channels),
  };
}
