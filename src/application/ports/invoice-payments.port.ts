import type { InvoiceResubmission } from '@/domain/payment/invoice-resubmission';

/** The calls that settle a created invoice and hand its receipt to the customer. */
export interface InvoicePayments {
  /**
   * Sends the invoice again with the checkout details and the channel that settles it.
   * @throws AppError when the server refuses the invoice.
   */
  resubmit(resubmission: InvoiceResubmission): Promise<void>;

  /**
   * Downloads the invoice's receipt PDF and saves it on the customer's device under `fileName`.
   * @throws AppError when the receipt cannot be fetched.
   */
  saveReceipt(invoiceQueryId: string, fileName: string): Promise<void>;
}
