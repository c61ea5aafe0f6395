import type { Money } from '../pricing/money';
import type { PayableInvoice } from './payable-invoice';
import type { PaymentMethod } from './payment-method';

/** What the card or mobile payment provider is asked to start. */
export interface PaymentInitiation {
  readonly shortOrderId: string;
  /** In cents. */
  readonly amount: Money;
  readonly invoiceQueryId: string;
  readonly merchantQueryId: string;
  readonly transactionId: string;
  readonly paymentMethod: PaymentMethod;
}

/** The provider's transaction id: the short order id, three dashes, then the amount in cents ("A1B2C---1999"). */
export function transactionId(shortOrderId: string, amount: Money): string {
  return `${shortOrderId}---${amount}`;
}

export function paymentInitiation(invoice: PayableInvoice, method: PaymentMethod): PaymentInitiation {
  return {
    shortOrderId: invoice.shortOrderId,
    amount: invoice.payableAmount,
    invoiceQueryId: invoice.queryId,
    merchantQueryId: invoice.merchantQueryId,
    transactionId: transactionId(invoice.shortOrderId, invoice.payableAmount),
    paymentMethod: method,
  };
}
