import { storeTimeZoneOf } from '../catalogue/index';
import { toInvoiceDto, type InvoiceRepository, type QrDataUrl } from '../orders/index';
import type { Outbox } from '../outbox/index';
import type { Clock } from '../shared/clock';
import { receiptContent } from './receipt-content';
import type { ReceiptLocale } from './receipt-labels';
import type { ReceiptEmailLimits } from './receipt-email-limits';
import { receiptEmailText } from './receipt-email-text';

/** What sending a receipt mail needs: the session's invoices, the order's QR code, the card that paid, the outbox. */
export interface ReceiptMailer {
  readonly clock: Clock;
  readonly invoices: Pick<InvoiceRepository, 'findOwned'>;
  readonly qrDataUrl: QrDataUrl;
  readonly outbox: Pick<Outbox, 'send'>;
  /** The last four digits of the card that paid the invoice; undefined when no card did. */
  readonly cardLastFour: (invoiceId: number) => Promise<string | undefined>;
  readonly limits: Pick<ReceiptEmailLimits, 'take'>;
}

/** A receipt mail the customer asked for. */
export interface ReceiptMailAsked {
  readonly userId: number;
  readonly invoiceQueryId: string;
  readonly toEmail: string;
  /** The language the receipt is written in. */
  readonly language: ReceiptLocale;
  /** Where the storefront is served, for the order's QR code. */
  readonly storefrontBaseUrl: string;
}

export type ReceiptMailOutcome =
  | { readonly outcome: 'sent' }
  /** Another user's invoice reads as unknown, as one that does not exist. */
  | { readonly outcome: 'not_found' }
  /** The session or the invoice sent its most in the last hour; `waitMs` until the next may go. */
  | { readonly outcome: 'refused'; readonly reason: 'too_many'; readonly waitMs: number };

/**
 * Writes the receipt of one of the user's invoices, as the server prints it, to the address the customer typed,
 * and hands it to the outbox. The rate limits count a mail only when it may go, so a refused one costs nothing.
 */
export async function sendReceiptEmail(mailer: ReceiptMailer, asked: ReceiptMailAsked): Promise<ReceiptMailOutcome> {
  const record = await mailer.invoices.findOwned(asked.userId, asked.invoiceQueryId);
  if (record === null) return { outcome: 'not_found' };
  const waitMs = mailer.limits.take(String(asked.userId), record.invoice.queryId);
  if (waitMs > 0) return { outcome: 'refused', reason: 'too_many', waitMs };
  const invoice = toInvoiceDto(record, await mailer.qrDataUrl(record.invoice.queryId, asked.storefrontBaseUrl));
  const cardLastFour = await mailer.cardLastFour(record.invoice.id);
  const mail = receiptEmailText(
    receiptContent(invoice, {
      storeName: record.company.shopName ?? record.company.name,
      ...(cardLastFour === undefined ? {} : { cardLastFour }),
      locale: asked.language,
      issuedAt: mailer.clock(),
      timeZone: storeTimeZoneOf(record.company.timeZone),
    }),
  );
  await mailer.outbox.send({ channel: 'email', recipient: asked.toEmail, ...mail });
  return { outcome: 'sent' };
}
