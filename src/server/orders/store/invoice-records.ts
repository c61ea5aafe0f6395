import type { companies } from '../../catalogue/index';
import type { invoiceItems, invoices, refunds } from '../orders-schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** An invoice with its lines (in order) and its store, everything its answer is made of. */
export interface InvoiceRecord {
  readonly invoice: InvoiceRow;
  readonly items: readonly InvoiceItemRow[];
  readonly company: CompanyRow;
  /** The store's refunds of the order, oldest first; none for an invoice just made. */
  readonly refunds?: readonly Pick<typeof refunds.$inferSelect, 'amount' | 'createdAt'>[];
}
