import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { parseOrderStatus } from '@/domain/orders/order-status';
import type { RefundableOrder, RefundCheck, RefundPlan } from '@/domain/orders/refund';
import type { ServerDatabase } from '../../db/database';
import { cardRefunds } from '../../payments/index';
import { invoiceItems, invoices, refunds } from '../../orders/index';
import { users } from '../../shared/session/session-schema';
import { recordCardRefund } from '../../payments/index';

/** A refund with the card sandbox's id of it; null for a cash order's. */
export type RefundRow = typeof refunds.$inferSelect & { readonly cardRefundId: string | null };
type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

/** A placed order of the store as its refunds read it. */
export interface RefundableRecord {
  readonly invoice: InvoiceRow;
  readonly items: readonly ItemRow[];
  readonly refunds: readonly RefundRow[];
  /** Whose event stream hears of a refund. */
  readonly customerQueryId: string;
}

/** Who gives the refund, and why. */
export interface RefundGiver {
  readonly staffId: number;
  readonly username: string;
  readonly reason: string;
  readonly kind: 'full' | 'lines' | 'amount';
  readonly at: Date;
}

const basisPointsPerPercent = 100;

/** The order as the domain's refund rule reads it. */
export function refundableOrder(record: RefundableRecord): RefundableOrder {
  const status = parseOrderStatus(record.invoice.status);
  return {
    status: status === 'unknown' ? 'order_pending' : status,
    paid: record.invoice.paidAt !== null,
    payable: record.invoice.payable,
    voucherDiscount: record.invoice.voucherDiscount,
    lines: record.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      quantity: item.quantity,
      payable: item.payable,
      taxPercent: item.taxBasisPoints / basisPointsPerPercent,
    })),
    refunds: record.refunds.map((refund) => ({
      amount: refund.amount,
      lines: refund.lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
    })),
  };
}

/** The refunds of a store's orders: read, and given one at a time per order. */
export class RefundStore {
  constructor(private readonly db: ServerDatabase) {}

  /** The store's placed order with its lines and refunds, or null (another store's order too). */
  async findOfStore(companyId: number, invoiceQueryId: string): Promise<RefundableRecord | null> {
    return this.read(this.db, companyId, invoiceQueryId, false);
  }

  /**
   * Gives a refund as `plan` decides from the order as it is inside the transaction: the order's row is locked
   * first, so two refunds at once are decided one after the other and never add up to more than was paid. The
   * card sandbox records it in the same transaction.
   * @returns null for no such order of the store; the refusal, or the order with its new refund.
   */
  async give(
    companyId: number,
    invoiceQueryId: string,
    giver: RefundGiver,
    plan: (order: RefundableOrder) => RefundCheck,
  ): Promise<{ check: RefundCheck; record: RefundableRecord } | null> {
    return this.db.transaction(async (tx) => {
      const record = await this.read(tx, companyId, invoiceQueryId, true);
      if (record === null) return null;
      const check = plan(refundableOrder(record));
      if (!check.ok) return { check, record };
      const [row] = await tx
        .insert(refunds)
        .values(newRefundRow(record.invoice, giver, check.plan))
        .returning();
      if (row === undefined) throw new Error('The refund was not stored');
      const cardRefundId = await recordCardRefund(tx, {
        refundId: row.id,
        invoiceId: record.invoice.id,
        paymentMethod: record.invoice.paymentMethod,
        amount: row.amount,
        currency: row.currency,
        at: giver.at,
      });
      return { check, record: { ...record, refunds: [...record.refunds, { ...row, cardRefundId }] } };
    });
  }

  private async read(
    db: ServerDatabase,
    companyId: number,
    invoiceQueryId: string,
    lock: boolean,
  ): Promise<RefundableRecord | null> {
    const query = db
      .select({ invoice: invoices, customerQueryId: users.queryId })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(and(eq(invoices.companyId, companyId), eq(invoices.queryId, invoiceQueryId), isNotNull(invoices.placedAt)))
      .limit(1);
    const [found] = lock ? await query.for('update', { of: invoices }) : await query;
    if (found === undefined) return null;
    const { invoice, customerQueryId } = found;
    const [items, given] = await Promise.all([
      db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id)).orderBy(asc(invoiceItems.position)),
      db
        .select({ refund: refunds, cardRefundId: cardRefunds.id })
        .from(refunds)
        .leftJoin(cardRefunds, eq(cardRefunds.refundId, refunds.id))
        .where(eq(refunds.invoiceId, invoice.id))
        .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    ]);
    return {
      invoice,
      items,
      refunds: given.map((row) => ({ ...row.refund, cardRefundId: row.cardRefundId })),
      customerQueryId,
    };
  }
}

function newRefundRow(invoice: InvoiceRow, giver: RefundGiver, plan: RefundPlan): typeof refunds.$inferInsert {
  return {
    queryId: randomUUID(),
    invoiceId: invoice.id,
    kind: giver.kind,
    amount: plan.amount,
    currency: invoice.currency,
    reason: giver.reason,
    lines: plan.lines.map((line) => ({
      line_id: line.lineId,
      product_name: line.productName,
      quantity: line.quantity,
      amount: line.amount,
    })),
    vat: plan.vat.map((share) => ({
      tax_percent: share.taxPercent,
      gross: share.gross,
      net: share.net,
      vat: share.vat,
    })),
    staffId: giver.staffId,
    staffUsername: giver.username,
    createdAt: giver.at,
  };
}
