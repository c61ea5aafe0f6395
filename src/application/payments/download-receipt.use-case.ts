import { receiptFileName } from '@/domain/payments/receipt-file-name';
import type { Clock } from '../ports/clock.port';
import type { InvoicePayments } from '../ports/invoice-payments.port';

/**
 * The customer downloads an invoice's receipt; it is saved as invoice-receipt-{yyyy-mm-dd}.pdf, dated the
 * day of the download in the storefront's time zone. Resolves to the file name.
 * @throws AppError when the receipt cannot be fetched.
 */
export type DownloadReceipt = (invoiceQueryId: string) => Promise<{ readonly fileName: string }>;

export function createDownloadReceipt(deps: {
  /** Only the receipt call: the order screens download receipts without settling anything. */
  invoicePayments: Pick<InvoicePayments, 'saveReceipt'>;
  clock: Clock;
  /** IANA time zone of the storefront's customers, e.g. Europe/Helsinki. */
  timeZone: string;
}): DownloadReceipt {
  return async (invoiceQueryId) => {
    const fileName = receiptFileName(deps.clock.now(), deps.timeZone);
    await deps.invoicePayments.saveReceipt(invoiceQueryId, fileName);
    return { fileName };
  };
}
