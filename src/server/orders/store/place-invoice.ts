import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import { invoiceItems, invoices } from '../../db/schema';
import type { InvoiceRow } from './invoice-records';

export type PlacementOutcome =
  /** The invoice as placed: its status, placed_at and status history as the claim set them. */
  | { readonly outcome: 'placed'; readonly invoice: InvoiceRow }
  | { readonly outcome: 'already_placed' }
  | { readonly outcome: 'unavailable'; readonly productQueryIds: readonly string[] };

/** Ends the transaction without a change when a line lacks stock. */
class StockShortage extends Error {
  constructor(readonly productQueryIds: readonly string[]) {
    super('Not enough stock');
  }
}

/** What the stock statement answers for each product of the invoice. */
interface StockLine {
  readonly product_query_id: string;
  readonly taken: boolean;
}

/**
 * Takes the invoice's units from stock in one statement, and answers for each product whether it could be had.
 * Only products counted in units are written: their rows are locked in id order first, so two placements
 * never wait on each other's rows in a cycle, and each is taken only where enough is left, so it never goes
 * below 0. A product of unlimited stock is read, not written: it can be had unless the merchant switched it
 * off, and no placement waits on another for it.
 */
function takeStock(invoiceId: number): SQL {
  return sql`
    with lines as (
      select ${invoiceItems.productId} as product_id, ${invoiceItems.productQueryId} as product_query_id,
        sum(${invoiceItems.quantity})::int as quantity
      from ${invoiceItems}
      where ${invoiceItems.invoiceId} = ${invoiceId}
      group by ${invoiceItems.productId}, ${invoiceItems.productQueryId}
    ),
    locked as materialized (
      select id from products
      where id in (select product_id from lines) and not unlimited
      order by id
      for update
    ),
    taken as (
      update products set available_quantity = products.available_quantity - lines.quantity
      from lines
      where products.id = lines.product_id
        and products.id in (select id from locked)
        and not products.unlimited
        and products.available_quantity >= lines.quantity
      returning products.id
    )
    select lines.product_query_id,
      (taken.id is not null or coalesce(stocked.unlimited and not stocked.unlimited_out_of_stock, false)) as taken
    from lines
    left join products stocked on stocked.id = lines.product_id
    left join taken on taken.id = lines.product_id
    order by lines.product_id`;
}

/**
 * Places an invoice exactly once and takes its units from stock in the same transaction. The first
 * statement claims the invoice (placed_at from null): a second or concurrent call waits on the row lock, then
 * finds it placed and changes nothing. The second takes the stock (see takeStock); when any product lacks
 * stock nothing changes at all and the answer names every product that ran short. Two statements in all,
 * the stock last, so a product's row stays locked for as short a time as the commit allows.
 */
export async function placeInvoice(db: ServerDatabase, invoiceId: number, now: Date): Promise<PlacementOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(invoices)
        .set({
          status: 'order_pending',
          placedAt: now,
          statusHistory: [{ status: 'order_pending', time: now.toISOString() }],
        })
        .where(and(eq(invoices.id, invoiceId), isNull(invoices.placedAt)))
        .returning();
      if (!claimed) return { outcome: 'already_placed' } as const;
      const lines = rowsOf<StockLine>(await tx.execute(takeStock(invoiceId)));
      const short = lines.filter((line) => !line.taken).map((line) => line.product_query_id);
      if (short.length > 0) throw new StockShortage(short);
      return { outcome: 'placed', invoice: claimed } as const;
    });
  } catch (error) {
    if (error instanceof StockShortage) return { outcome: 'unavailable', productQueryIds: error.productQueryIds };
    throw error;
  }
}
