import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { cashPaymentMethod } from '@/domain/orders/cash-receipt';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type { ServerDatabase } from '../../db/database';
import { invoiceItems, invoices, type StoredStatusStep } from '../../orders/index';
import { users } from '../../shared/session/session-schema';

export type MerchantInvoiceRow = typeof invoices.$inferSelect;
export type MerchantItemRow = typeof invoiceItems.$inferSelect;

/** A placed order with its lines and what the staff may know of its customer. */
export interface MerchantOrderRecord {
  readonly invoice: MerchantInvoiceRow;
  readonly items: readonly MerchantItemRow[];
  readonly customerName: string | null;
  /** The customer's mobile number, when they gave one. */
  readonly customerPhone: string | null;
  /** Whose event stream hears of a status change. */
  readonly customerQueryId: string;
}

/**
 * What the staff look a past order up by, any or all: its code (the short order id, without case), the end of
 * its customer's phone number (digits only) and the instants its placing falls between (a local day).
 */
export interface PastOrderSearch {
  readonly code?: string;
  readonly phoneDigits?: string;
  readonly placedFrom?: Date;
  readonly placedBefore?: Date;
}

export interface MerchantOrderPage {
  readonly records: MerchantOrderRecord[];
  readonly total: number;
}

/** Where the merchant routes find and change a store's placed orders. */
export interface MerchantOrderStore {
  pageOf(
    companyId: number,
    status: KnownOrderStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<MerchantOrderPage>;
  findOfStore(companyId: number, invoiceQueryId: string): Promise<MerchantOrderRecord | null>;
  changeStatus(
    invoiceId: number,
    from: KnownOrderStatus,
    to: KnownOrderStatus,
    at: Date,
    readyAt?: Date,
  ): Promise<boolean>;
  setReadyAt(invoiceId: number, readyAt: Date): Promise<boolean>;
  markCashReceived(invoiceId: number, at: Date): Promise<boolean>;
}

/** The placed orders of one store. Every read and write names the store, so staff reach no other store's order. */
export class MerchantOrderRepository implements MerchantOrderStore {
  constructor(private readonly db: ServerDatabase) {}

  /** One page of the store's placed orders, in one status or all, newest first. */
  async pageOf(
    companyId: number,
    status: KnownOrderStatus | undefined,
    page: number,
    perPage: number,
  ): Promise<MerchantOrderPage> {
    const where: SQL | undefined = and(
      eq(invoices.companyId, companyId),
      isNotNull(invoices.placedAt),
      status === undefined ? undefined : eq(invoices.status, status),
    );
    const [rows, [totals]] = await Promise.all([
      this.rowsWhere(where)
        .orderBy(desc(invoices.placedAt), desc(invoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(invoices).where(where),
    ]);
    return { records: await this.withItems(rows), total: totals?.total ?? 0 };
  }

  /** One page of the store's placed orders that match the search, newest first. */
  async search(companyId: number, search: PastOrderSearch, page: number, perPage: number): Promise<MerchantOrderPage> {
    const where: SQL | undefined = and(
      eq(invoices.companyId, companyId),
      isNotNull(invoices.placedAt),
      search.code === undefined ? undefined : eq(invoices.shortOrderId, search.code.toUpperCase()),
      search.phoneDigits === undefined
        ? undefined
        : sql`regexp_replace(coalesce(${users.mobileNumber}, ''), '[^0-9]', '', 'g') like ${`%${search.phoneDigits}`}`,
      search.placedFrom === undefined ? undefined : gte(invoices.placedAt, search.placedFrom),
      search.placedBefore === undefined ? undefined : lt(invoices.placedAt, search.placedBefore),
    );
    const [rows, [totals]] = await Promise.all([
      this.rowsWhere(where)
        .orderBy(desc(invoices.placedAt), desc(invoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(where),
    ]);
    return { records: await this.withItems(rows), total: totals?.total ?? 0 };
  }

  /** The store's placed order with this query id, or null (also for another store's order or an unplaced invoice). */
  async findOfStore(companyId: number, invoiceQueryId: string): Promise<MerchantOrderRecord | null> {
    const rows = await this.rowsWhere(
      and(eq(invoices.companyId, companyId), eq(invoices.queryId, invoiceQueryId), isNotNull(invoices.placedAt)),
    ).limit(1);
    const [record] = await this.withItems(rows);
    return record ?? null;
  }

  /**
   * Sets the status and appends the step to the history, only while the order still has status `from`: of two
   * concurrent changes the second finds the status moved and changes nothing. Answers whether this one won. With
   * `readyAt` (a confirmation with the staff's estimate) the order's ready-by instant is written in the same step.
   */
  async changeStatus(
    invoiceId: number,
    from: KnownOrderStatus,
    to: KnownOrderStatus,
    at: Date,
    readyAt?: Date,
  ): Promise<boolean> {
    const step: StoredStatusStep = { status: to, time: at.toISOString() };
    const changed = await this.db
      .update(invoices)
      .set({
        status: to,
        statusHistory: sql`${invoices.statusHistory} || ${JSON.stringify([step])}::jsonb`,
        ...(readyAt === undefined ? {} : { readyAt }),
      })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, from), isNotNull(invoices.placedAt)))
      .returning({ id: invoices.id });
    return changed.length === 1;
  }

  /** Sets a new ready-by instant, only while the order is confirmed (in the kitchen). Answers whether it was set. */
  async setReadyAt(invoiceId: number, readyAt: Date): Promise<boolean> {
    const changed = await this.db
      .update(invoices)
      .set({ readyAt })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'order_confirmed'), isNotNull(invoices.placedAt)))
      .returning({ id: invoices.id });
    return changed.length === 1;
  }

  /**
   * Records a cash order's cash as received at `at`, only while it is a placed cash order, not cancelled and not
   * yet paid: a second press, or one racing a cancellation, changes nothing. Answers whether this one recorded it.
   */
  async markCashReceived(invoiceId: number, at: Date): Promise<boolean> {
    const marked = await this.db
      .update(invoices)
      .set({ paidAt: at })
      .where(
        and(
          eq(invoices.id, invoiceId),
          sql`upper(${invoices.paymentMethod}) = ${cashPaymentMethod}`,
          ne(invoices.status, 'order_cancelled'),
          isNull(invoices.paidAt),
          isNotNull(invoices.placedAt),
        ),
      )
      .returning({ id: invoices.id });
    return marked.length === 1;
  }

  private rowsWhere(where: SQL | undefined) {
    return this.db
      .select({
        invoice: invoices,
        customerName: users.fullName,
        customerPhone: users.mobileNumber,
        customerQueryId: users.queryId,
      })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(where)
      .$dynamic();
  }

  private async withItems(rows: readonly Omit<MerchantOrderRecord, 'items'>[]): Promise<MerchantOrderRecord[]> {
    if (rows.length === 0) return [];
    const items = await this.db
      .select()
      .from(invoiceItems)
      .where(
        inArray(
          invoiceItems.invoiceId,
          rows.map((row) => row.invoice.id),
        ),
      )
      .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position));
    return rows.map((row) => ({ ...row, items: items.filter((item) => item.invoiceId === row.invoice.id) }));
  }
}
