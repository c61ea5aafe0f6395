/** The call that hands an invoice's receipt to the customer. */
export interface InvoicePayments {
  /**
   * Downloads the invoice's receipt PDF and saves it on the customer's device under `fileName`.
   * @throws AppError when the receipt cannot be fetched.
   */
  saveReceipt(invoiceQueryId: string, fileName: string): Promise<void>;
}
