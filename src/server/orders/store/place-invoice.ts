import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { invoiceItems, invoices, products } from '../../db/schema';

export type PlacementOutcome =
  | { readonly outcome: 'placed' }
  | { readonly outcome: 'already_placed' }
  | { readonly outcome: 'unavailable'; readonly productQueryIds: readonly string[] };

/** Ends the transaction without a change when a line lacks stock. */
class StockShortage extends Error {
  constructor(readonly productQueryIds: readonly string[]) {
    super('Not enough stock');
  }
}

/**
 * Places an invoice exactly once and takes its units from stock in the same transaction. The first
 * statement claims the invoice (placed_at from null): a second or concurrent call waits on the row lock, then
 * finds it placed and changes nothing. Stock is taken only where enough is left, so it never goes below 0;
 * when any line lacks stock nothing changes at all and the answer names every product that ran short.
 * Products are updated in id order so two placements never wait on each other's rows in a cycle.
 */
export async function placeInvoice(db: ServerDatabase, invoiceId: number, now: Date): Promise<PlacementOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .update(invoices)
        .set({
          status: 'order_pending',
          placedAt: now,
          statusHistory: [{ status: 'order_pending', time: now.toISOString() }],
        })
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.placedAt)))
        .returning({ id: invoices.id });
      if (claimed.length === 0) return { outcome: 'already_placed' } as const;

      const lines = await tx
        .select({
          productId: invoiceItems.productId,
          productQueryId: invoiceItems.productQueryId,
          quantity: sql<number>`sum(${invoiceItems.quantity})::int`,
        })
        .from(invoiceItems)
        .where(eq(invoiceItems.invoiceId, invoiceId))
        .groupBy(invoiceItems.productId, invoiceItems.productQueryId)
        .orderBy(asc(invoiceItems.productId));
      const short: string[] = [];
      for (const line of lines) {
        const taken = await tx
          .update(products)
          .set({
            availableQuantity: sql`case when ${products.unlimited} then ${products.availableQuantity} else ${products.availableQuantity} - ${line.quantity} end`,
          })
          .where(
            and(
              eq(products.id, line.productId),
              or(
                and(eq(products.unlimited, true), eq(products.unlimitedOutOfStock, false)),
                and(eq(products.unlimited, false), gte(products.availableQuantity, line.quantity)),
              ),
            ),
          )
          .returning({ id: products.id });
        if (taken.length === 0) short.push(line.productQueryId);
      }
      if (short.length > 0) throw new StockShortage(short);
      return { outcome: 'placed' } as const;
    });
  } catch (error) {
    if (error instanceof StockShortage) return { outcome: 'unavailable', productQueryIds: error.productQueryIds };
    throw error;
  }
}
