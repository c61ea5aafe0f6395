import { and, asc, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { knownOrderStatuses, type KnownOrderStatus } from '@/domain/orders/order-status';
import type { FigureOrder } from '@/domain/merchant-console/store-figures';
import type { MoneyOrder, MoneyRefund, VatShare } from '@/domain/merchant-console/store-money';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { invoices, refunds, type StoredTaxLine } from '../../orders/index';

/** A placed order as the office's figures and money pages read it. Money in integer minor units. */
export interface OfficeOrder extends FigureOrder, MoneyOrder {
  readonly queryId: string;
  readonly shortOrderId: string;
  readonly paymentMethod: string;
  readonly currency: string;
  readonly subTotal: number;
  readonly itemsDiscount: number;
  readonly voucherDiscount: number;
  readonly tip: number;
  readonly serviceFee: number;
  readonly deliveryFee: number;
  readonly taxTotal: number;
  /** When the payment was taken; null for an order not paid (cash is paid at the door). */
  readonly paidAt: number | null;
}

function vatShareOf(line: StoredTaxLine): VatShare {
  return { taxPercent: line.tax_percent, gross: line.gross, net: line.net, vat: line.vat };
}

function knownStatus(status: string): KnownOrderStatus {
  return knownOrderStatuses.find((known) => known === status) ?? 'order_pending';
}

/** The placed orders of one store between two instants; every read names the store. */
export class OfficeOrderReader {
  constructor(private readonly db: ServerDatabase) {}

  async placedBetween(companyId: number, from: number, to: number): Promise<OfficeOrder[]> {
    const rows = await this.db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.companyId, companyId),
          isNotNull(invoices.placedAt),
          gte(invoices.placedAt, new Date(from)),
          lt(invoices.placedAt, new Date(to)),
        ),
      )
      .orderBy(asc(invoices.placedAt), asc(invoices.id));
    const given = await this.refundsOf(
      rows.filter((row) => row.status === 'order_cancelled' && row.paidAt !== null).map((row) => row.id),
    );
    return rows.map((row) => ({
      queryId: row.queryId,
      shortOrderId: row.shortOrderId,
      status: knownStatus(row.status),
      placedAt: row.placedAt?.getTime() ?? row.createdAt.getTime(),
      payable: row.payable,
      steps: row.statusHistory.map((step) => ({ status: knownStatus(step.status), at: Date.parse(step.time) })),
      paymentMethod: row.paymentMethod,
      currency: row.currency,
      subTotal: row.subTotal,
      itemsDiscount: row.itemsDiscount,
      voucherDiscount: row.voucherDiscount,
      tip: row.tip,
      serviceFee: row.serviceFee,
      deliveryFee: row.deliveryFee,
      taxLines: row.taxLines.map(vatShareOf),
      taxTotal: row.taxTotal,
      paidAt: row.paidAt?.getTime() ?? null,
      refunded: (given.get(row.id) ?? []).reduce((sum, refund) => sum + refund.amount, 0),
      refundedVat: (given.get(row.id) ?? []).flatMap((refund) => refund.vat.map(vatShareOf)),
    }));
  }

  /** The owner's refunds of some orders, by order: a cancelled order's refund is what they left. */
  private async refundsOf(invoiceIds: readonly number[]): Promise<Map<number, (typeof refunds.$inferSelect)[]>> {
    const byInvoice = new Map<number, (typeof refunds.$inferSelect)[]>();
    if (invoiceIds.length === 0) return byInvoice;
    const rows = await this.db
      .select()
      .from(refunds)
      .where(inArray(refunds.invoiceId, [...invoiceIds]));
    for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
    return byInvoice;
  }

  /** The owner's refunds of the store's orders given between two instants, whenever the orders were placed. */
  async refundsBetween(companyId: number, from: number, to: number): Promise<MoneyRefund[]> {
    const rows = await this.db
      .select({ refund: refunds, invoice: invoices })
      .from(refunds)
      .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .where(
        and(
          eq(invoices.companyId, companyId),
          gte(refunds.createdAt, new Date(from)),
          lt(refunds.createdAt, new Date(to)),
        ),
      )
      .orderBy(asc(refunds.createdAt), asc(refunds.id));
    return rows.map(({ refund, invoice }) => ({
      shortOrderId: invoice.shortOrderId,
      madeAt: refund.createdAt.getTime(),
      paymentMethod: invoice.paymentMethod,
      amount: refund.amount,
      vat: refund.vat.map(vatShareOf),
      orderCancelled: invoice.status === 'order_cancelled',
    }));
  }

  /** The store's currency, which its figures are in. */
  async currencyOf(companyId: number): Promise<string> {
    const [row] = await this.db
      .select({ currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.currency ?? 'EUR';
  }
}
