import type { companies, invoiceItems, invoices } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** An invoice with its lines (in order) and its store, everything its answer is made of. */
export interface InvoiceRecord {
  readonly invoice: InvoiceRow;
  readonly items: readonly InvoiceItemRow[];
  readonly company: CompanyRow;
}
