import type { InvoicePayments } from '@/application/ports/invoice-payments.port';
import { orderPaths } from '@/contract/orders/order-paths';
import type { FetchFile } from '../http/fetch-file';

// The composition root builds the receipt's file fetcher with this adapter's chunk, not a chunk of its own.
export { fileFetcherOf } from '../http/fetch-file';

/** Hands a downloaded file to the customer under a name. */
export type SaveFile = (file: Blob, fileName: string) => void;

/** The browser's way: a link to the bytes with the download name, clicked once, then let go. */
export const browserSaveFile: SaveFile = (file, fileName) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * An order's receipt PDF (GET invoices/{id}/receipt), fetched by the file-fetching helper over the wallet
 * service's v1 client and saved on the customer's device.
 */
export class HttpOrderReceiptFile implements Pick<InvoicePayments, 'saveReceipt'> {
  constructor(
    private readonly fetchFile: FetchFile,
    private readonly saveFile: SaveFile = browserSaveFile,
  ) {}

  async saveReceipt(invoiceQueryId: string, fileName: string): Promise<void> {
    this.saveFile(await this.fetchFile(orderPaths.receipt(invoiceQueryId), 'application/pdf'), fileName);
  }
}
