import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { KnownOrderStatus } from '@/domain/orders/order-status';
import type { ServerDatabase } from '../../db/database';
import { preparedFor } from '../../db/prepared';
import { companies } from '../../catalogue/index';
import { invoiceItems, invoices, refunds, type StoredDeliveryAddress } from '../orders-schema';
import { newInvoiceItemId, newInvoiceQueryId, newOrderId, newShortOrderId } from '../ids/order-ids';
import type { PricedInvoice } from '../pricing/invoice-pricing';
import type { CompanyRow, InvoiceRecord, InvoiceRow } from './invoice-records';
import { invoiceItemRowsOf, invoiceItemsJson } from './invoice-items-json';
import { insertInvoiceStatement, insertedInvoiceId, type InvoiceValues } from './insert-invoice';
import { placeInvoice, type PlacementOutcome } from './place-invoice';
import { placeWithinCap, type CappedPlacementOutcome } from './place-within-cap';
import { invoiceItemRows, invoiceMoneyColumns } from './priced-rows';

export interface NewInvoice {
  readonly userId: number;
  /** The store, as its answer shows it. */
  readonly company: CompanyRow;
  readonly paymentMethod: string;
  readonly email: string | null;
  /** What the customer wrote to the store, as kept (see keptOrderNote); null when nothing. */
  readonly note: string | null;
  readonly deliveryAddress: StoredDeliveryAddress | null;
  readonly priced: PricedInvoice;
  readonly productIdOf: ReadonlyMap<string, number>;
  readonly now: Date;
}

export interface InvoicePage {
  readonly records: InvoiceRecord[];
  readonly total: number;
}

/** A new short order id is drawn this many times when it clashes with a stored one before giving up. */
const idAttempts = 5;
const uniqueViolation = '23505';

/** The user's invoice with its store and its lines: every request about one invoice asks this first. */
const ownedInvoiceQuery = preparedFor((db) =>
  db
    .select({ invoice: invoices, company: companies, items: invoiceItemsJson })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(eq(invoices.userId, sql.placeholder('userId')), eq(invoices.queryId, sql.placeholder('queryId'))))
    .limit(1)
    .prepare('owned_invoice'),
);

/** Invoices and their lines. Every read names the user, so nobody reaches another's invoice by its id. */
export class InvoiceRepository {
  constructor(private readonly db: ServerDatabase) {}

  async create(newInvoice: NewInvoice): Promise<InvoiceRecord> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insert(newInvoice);
      } catch (error) {
        if (attempt >= idAttempts || !isUniqueViolation(error)) throw error;
      }
    }
  }

  async findOwned(userId: number, queryId: string): Promise<InvoiceRecord | null> {
    const [row] = await ownedInvoiceQuery(this.db).execute({ userId, queryId });
    if (!row) return null;
    // Only a placed order can have been refunded: an invoice still in the cart costs no second read.
    const given =
      row.invoice.placedAt === null
        ? []
        : await this.db
            .select({ amount: refunds.amount, createdAt: refunds.createdAt })
            .from(refunds)
            .where(eq(refunds.invoiceId, row.invoice.id))
            .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return { invoice: row.invoice, items: invoiceItemRowsOf(row.items), company: row.company, refunds: given };
  }

  /** Replaces the prices and lines of an invoice not yet placed; false when it was placed meanwhile. */
  async reprice(invoiceId: number, priced: PricedInvoice, productIdOf: ReadonlyMap<string, number>): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The row lock keeps a concurrent place_order from placing the invoice between this check and the update.
      const [current] = await tx
        .select({ placedAt: invoices.placedAt })
        .from(invoices)
        .where(eq(invoices.id, invoiceId))
        .for('update');
      if (!current || current.placedAt !== null) return false;
      await tx.update(invoices).set(invoiceMoneyColumns(priced)).where(eq(invoices.id, invoiceId));
      await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
      const itemIds = priced.lines.map(() => newInvoiceItemId());
      await tx.insert(invoiceItems).values(invoiceItemRows(invoiceId, priced, itemIds, productIdOf));
      return true;
    });
  }

  /**
   * Records the channel the customer re-submitted the invoice on, and the note when one came with it (undefined
   * leaves the note as it is); a placed invoice keeps the channel it was placed with.
   */
  async recordChannel(
    invoiceId: number,
    channelQueryId: string,
    invoiceNote: string | null | undefined,
  ): Promise<void> {
    const note = invoiceNote === undefined ? {} : { invoiceNote };
    await this.db
      .update(invoices)
      .set({ channelQueryId, ...note })
      .where(and(eq(invoices.id, invoiceId), isNull(invoices.placedAt)));
  }

  /** Places the invoice once: see placeInvoice. */
  place(invoiceId: number, now: Date): Promise<PlacementOutcome> {
    return placeInvoice(this.db, invoiceId, now);
  }

  /** Places an unpaid order of a store with a cap once, never past the cap: see placeWithinCap. */
  placeWithinCap(invoiceId: number, companyId: number, now: Date): Promise<CappedPlacementOutcome> {
    return placeWithinCap(this.db, invoiceId, companyId, now);
  }

  /** One page of the user's placed orders in these statuses, newest first. */
  async placedOf(
    userId: number,
    statuses: readonly KnownOrderStatus[],
    page: number,
    perPage: number,
  ): Promise<InvoicePage> {
    const where: SQL | undefined = and(
      eq(invoices.userId, userId),
      isNotNull(invoices.placedAt),
      inArray(invoices.status, [...statuses]),
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.placedAt), desc(invoices.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(invoices).where(where),
    ]);
    return { records: await this.withItemsAndStores(rows), total: totals?.total ?? 0 };
  }

  /** Writes the invoice and its lines in one statement (see insertInvoiceStatement) and answers them as stored. */
  private async insert(newInvoice: NewInvoice): Promise<InvoiceRecord> {
    const values: InvoiceValues = {
      queryId: newInvoiceQueryId(),
      orderId: newOrderId(),
      shortOrderId: newShortOrderId(),
      userId: newInvoice.userId,
      companyId: newInvoice.company.id,
      status: 'order_pending',
      paymentMethod: newInvoice.paymentMethod,
      ...invoiceMoneyColumns(newInvoice.priced),
      deliveryAddress: newInvoice.deliveryAddress,
      // A re-submission for payment may write it again.
      invoiceNote: newInvoice.note,
      email: newInvoice.email,
      statusHistory: [],
      createdAt: newInvoice.now,
      placedAt: null,
      paidAt: null,
      readyAt: null,
      // The channel the invoice is settled on is recorded when it is re-submitted before placing.
      channelQueryId: null,
    };
    const itemIds = newInvoice.priced.lines.map(() => newInvoiceItemId());
    // The invoice's id is not known before the statement; the statement sets each line's.
    const lines = invoiceItemRows(0, newInvoice.priced, itemIds, newInvoice.productIdOf).map(
      ({ invoiceId: _unknownYet, ...line }) => line,
    );
    const id = insertedInvoiceId(await this.db.execute(insertInvoiceStatement(values, lines)));
    return {
      invoice: { id, ...values },
      items: lines.map((line) => ({ ...line, invoiceId: id })),
      company: newInvoice.company,
    };
  }

  private async withItemsAndStores(rows: readonly InvoiceRow[]): Promise<InvoiceRecord[]> {
    if (rows.length === 0) return [];
    const invoiceIds = rows.map((row) => row.id);
    const [items, given, stores] = await Promise.all([
      this.db
        .select()
        .from(invoiceItems)
        .where(inArray(invoiceItems.invoiceId, invoiceIds))
        .orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position)),
      this.db
        .select({ invoiceId: refunds.invoiceId, amount: refunds.amount, createdAt: refunds.createdAt })
        .from(refunds)
        .where(inArray(refunds.invoiceId, invoiceIds))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
      this.db
        .select()
        .from(companies)
        .where(
          inArray(
            companies.id,
            rows.map((row) => row.companyId),
          ),
        ),
    ]);
    return rows.map((row) => {
      const company = stores.find((store) => store.id === row.companyId);
      if (!company) throw new Error(`No store ${row.companyId} for invoice ${row.queryId}`);
      return {
        invoice: row,
        items: items.filter((item) => item.invoiceId === row.id),
        company,
        refunds: given.filter((refund) => refund.invoiceId === row.id),
      };
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (candidate) =>
      typeof candidate === 'object' && candidate !== null && 'code' in candidate && candidate.code === uniqueViolation,
  );
}
