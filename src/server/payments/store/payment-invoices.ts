import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { invoices } from '../../orders/index';
import { users } from '../../shared/session/session-schema';
import type { CompanyRow, InvoiceRow } from '../../orders/index';

/** An invoice as a payment sees it: what it costs, whose it is and which store takes it. */
export interface PaymentInvoice {
  readonly invoice: InvoiceRow;
  readonly company: CompanyRow;
  /** The owner's query id, which the real-time stream is keyed by. */
  readonly userQueryId: string;
}

/**
 * Reads invoices by their query id and records payment on them. The sandbox pages run where no session
 * travels (a frame, a bank's tab), so the invoice's unguessable query id is what names it there.
 */
export class PaymentInvoices {
  constructor(private readonly db: ServerDatabase) {}

  find(queryId: string): Promise<PaymentInvoice | null> {
    return this.findWhere(eq(invoices.queryId, queryId));
  }

  /** By the invoice's own id, for a payment that keeps the invoice it pays (a card payment intent). */
  findById(invoiceId: number): Promise<PaymentInvoice | null> {
    return this.findWhere(eq(invoices.id, invoiceId));
  }

  /**
   * Removes an invoice created for a payment that failed before the order was placed: nothing else refers to it yet,
   * and the customer's next try creates its own.
   */
  async discardUnplaced(invoiceId: number): Promise<void> {
    await this.db.delete(invoices).where(eq(invoices.id, invoiceId));
  }

  private async findWhere(condition: SQL): Promise<PaymentInvoice | null> {
    const [row] = await this.db
      .select({ invoice: invoices, company: companies, userQueryId: users.queryId })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(condition)
      .limit(1);
    return row ?? null;
  }

  /** Marks the invoice paid unless it already is; true for the one call that marked it. */
  async claimPayment(invoiceId: number, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(invoices)
      .set({ paidAt: now })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.paidAt)))
      .returning({ id: invoices.id });
    return claimed.length > 0;
  }

  /** Takes back a payment this call claimed, when the order could not be placed after all. */
  async releasePayment(invoiceId: number, paidAt: Date): Promise<void> {
    await this.db
      .update(invoices)
      .set({ paidAt: null })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.paidAt, paidAt)));
  }
}
