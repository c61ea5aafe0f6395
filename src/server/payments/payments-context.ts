import type { Clock } from '../shared/clock';
import type { OrderIntakeStore } from '../orders/index';
import type { ServerDatabase } from '../db/database';
import type { OrderStatusListener } from '../order-events/index';
import type { InvoiceRepository } from '../orders/index';
import type { BankCardSessions } from './store/bank-card-sessions';
import type { CardPaymentIntents } from './store/card-payment-intents';
import type { PaymentInvoices } from './store/payment-invoices';

/** What the payment routes share. */
export interface PaymentsContext {
  readonly db: ServerDatabase;
  readonly clock: Clock;
  readonly payments: PaymentInvoices;
  /** The orders' own repository: a paid invoice is placed through its idempotent placement. */
  readonly invoices: InvoiceRepository;
  /** A placed order counts toward its store's cap of 15 minutes. */
  readonly intake: OrderIntakeStore;
  readonly publish: OrderStatusListener;
  readonly bankCards: BankCardSessions;
  readonly intents: CardPaymentIntents;
}
