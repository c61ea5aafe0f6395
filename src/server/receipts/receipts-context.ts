import type { Clock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { QrDataUrl, InvoiceRepository } from '../orders/index';
import type { Outbox } from '../outbox/index';

/** What the receipt routes share: the session's invoices, the order's QR code and the outbox for receipt mails. */
export interface ReceiptsContext {
  readonly db: ServerDatabase;
  readonly clock: Clock;
  readonly invoices: InvoiceRepository;
  readonly qrDataUrl: QrDataUrl;
  readonly outbox: Outbox;
}
