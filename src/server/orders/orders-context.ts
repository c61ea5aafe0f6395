import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../shared/clock';
import type { VoucherRepository } from '../accounts/index';
import type { OrderIntakeStore } from './store/order-intake-store';
import type { ServerDatabase } from '../db/database';
import type { Outbox } from '../outbox/index';
import type { CreatePaidByBankCard, QrDataUrl } from './order-seams';
import type { OrderStatusListener } from '../order-events/index';
import type { InvoiceRepository } from './store/invoice-repository';
import type { PricingSources } from './store/pricing-sources';

/** What the order routes share. */
export interface OrdersContext {
  readonly db: ServerDatabase;
  readonly clock: Clock;
  readonly invoices: InvoiceRepository;
  /** The stores' pause and cap of new orders: checked before placing, the cap's window renewed after. */
  readonly intake: OrderIntakeStore;
  readonly sources: PricingSources;
  readonly vouchers: VoucherRepository;
  readonly outbox: Outbox;
  readonly log: Pick<FastifyBaseLogger, 'info'>;
  readonly onStatusChanged: OrderStatusListener;
  readonly qrDataUrl: QrDataUrl;
  readonly createPaidByBankCard: CreatePaidByBankCard;
}
