import type { Clock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { QrDataUrl } from '../orders/order-seams';
import type { InvoiceRepository } from '../orders/store/invoice-repository';
import type { Outbox } from '../outbox/outbox';

/** What the receipt routes share: the session's invoices, the order's QR code and the outbox for receipt mails. */
export interface ReceiptsContext {
  readonly db: ServerDatabase;
  readonly clock: Clock;
  readonly invoices: InvoiceRepository;
  readonly qrDataUrl: QrDataUrl;
  readonly outbox: Outbox;
}
