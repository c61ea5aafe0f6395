import type { Money } from '../pricing/money';

/** A line of a created invoice, as it is sent back when the invoice is re-submitted. */
export interface InvoiceItem {
  readonly id: string;
  readonly productQueryId: string;
  readonly quantity: number;
  readonly sizeId: string | null;
  readonly colorId: string | null;
  readonly description: string;
}

/** An invoice the server has created and the customer now pays. */
export interface PayableInvoice {
  readonly queryId: string;
  readonly shortOrderId: string;
  /** payble_amount in cents, converted at the edge with `moneyFromDecimal`. */
  readonly payableAmount: Money;
  readonly merchantQueryId: string;
  readonly items: readonly InvoiceItem[];
}
