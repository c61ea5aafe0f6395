import PDFDocument from 'pdfkit';
import type { InvoiceDto } from '@/contract/orders/invoice.contract';
import { PdfReceiptWriter } from './pdf-receipt-writer';
import { receiptContent, type ReceiptContent, type ReceiptOptions } from '../receipt-content';

export interface ReceiptPdfOptions extends ReceiptOptions {
  /** False writes the page contents uncompressed, so tests can read the text back; true by default. */
  readonly compress?: boolean;
}

const pageMargin = 48;

/**
 * The receipt of an invoice as an A4 PDF: store, order ids, date and time in the store's time zone, the lines,
 * the summary, VAT per rate and the total, in Finnish or English. Only what the invoice holds is printed, and
 * of a card only its last four digits.
 */
export function renderReceiptPdf(invoice: InvoiceDto, options: ReceiptPdfOptions): Promise<Buffer> {
  const content = receiptContent(invoice, options);
  const doc = new PDFDocument({
    size: 'A4',
    margin: pageMargin,
    compress: options.compress ?? true,
    lang: options.locale,
    // Dated by the issue time rather than by the clock, so the same receipt renders to the same document.
    info: {
      Title: `${content.title} ${invoice.order_id}`,
      Author: content.storeName,
      CreationDate: new Date(options.issuedAt),
    },
  });
  const done = collect(doc);
  layOut(new PdfReceiptWriter(doc), content);
  doc.end();
  return done;
}

function collect(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function layOut(writer: PdfReceiptWriter, content: ReceiptContent): void {
  writer.line(content.storeName, { size: 16, bold: true, align: 'center' });
  if (content.merchantName !== content.storeName)
    writer.line(content.merchantName, { size: 12, bold: true, align: 'center' });
  writer.line(content.merchantAddress, { align: 'center' });
  writer.gap();
  writer.line(content.title, { size: 13, bold: true });
  for (const row of content.header) writer.row(row.label, row.amount);
  writer.rule();
  for (const item of content.items) {
    writer.row(item.label, item.amount);
    if (item.details !== '') writer.line(`   ${item.details}`, { size: 8 });
    if (item.discount) writer.row(`   ${item.discount.label}`, item.discount.amount, { size: 9 });
  }
  writer.rule();
  for (const row of content.summary) writer.row(row.label, row.amount);
  writer.rule();
  writer.row(content.total.label, content.total.amount, { size: 12, bold: true });
  writer.gap();
  if (content.vatRows.length > 0) {
    writer.columns(content.vatHeading, { size: 9, bold: true });
    for (const vatRow of content.vatRows) writer.columns(vatRow, { size: 9 });
  }
  writer.gap();
  for (const line of content.footer) writer.line(line, { size: 9 });
}
