import type { ReceiptContent, ReceiptRow } from './receipt-content';

const row = ({ label, amount }: ReceiptRow) => `${label}: ${amount}`;

/**
 * The receipt as the plain text of an e-mail: the same content the PDF prints, in the same order. The server
 * writes every word of it, so the mail cannot carry anything a caller made up.
 */
export function receiptEmailText(content: ReceiptContent): { subject: string; body: string } {
  const shortOrderId = content.header[1]?.amount ?? '';
  const lines = [
    content.storeName,
    `${content.merchantName}, ${content.merchantAddress}`,
    '',
    ...content.header.map(row),
    '',
    ...content.items.flatMap((item) => [
      row(item),
      ...(item.details === '' ? [] : [`  ${item.details}`]),
      ...(item.discount === null ? [] : [`  ${row(item.discount)}`]),
    ]),
    '',
    ...content.summary.map(row),
    row(content.total),
    '',
    content.vatHeading.join(' | '),
    ...content.vatRows.map((vatRow) => vatRow.join(' | ')),
    '',
    ...content.footer,
  ];
  return { subject: `${content.title} ${shortOrderId} – ${content.storeName}`, body: lines.join('\n') };
}
