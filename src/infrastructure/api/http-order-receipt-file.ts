import type { InvoicePayments } from '@/application/ports/invoice-payments.port';
import { orderPaths } from '@/contract/orders/order-paths';
import type { HttpClient } from '../http/http-client';

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

/** An order's receipt PDF (GET invoices/{id}/receipt), saved on the customer's device. */
export class HttpOrderReceiptFile implements Pick<InvoicePayments, 'saveReceipt'> {
  constructor(
    private readonly walletV1: HttpClient,
    private readonly saveFile: SaveFile = browserSaveFile,
  ) {}

  async saveReceipt(invoiceQueryId: string, fileName: string): Promise<void> {
    // Bytes rather than a Blob from the request: the same call then works under Node's adapter too.
    const bytes = await this.walletV1.download(orderPaths.receipt(invoiceQueryId), {}, 'arraybuffer');
    this.saveFile(new Blob([bytes], { type: 'application/pdf' }), fileName);
  }
}
