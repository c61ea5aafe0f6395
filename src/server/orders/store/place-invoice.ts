import { sql, type SQL } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { rowsOf } from '../../db/rows-of';
import type { StoredStatusStep } from '../orders-schema';
import { invoiceItems, invoices } from '../orders-schema';
import type { InvoiceRow } from './invoice-records';

/** What placing changes on the invoice: its status, when it was placed and its status history. */
export type PlacedColumns = Pick<InvoiceRow, 'status' | 'placedAt' | 'statusHistory'>;

export type PlacementOutcome =
  /** Placed now, with what the placement wrote on the invoice. */
  | { readonly outcome: 'placed'; readonly placed: PlacedColumns }
  | { readonly outcome: 'already_placed' }
  | { readonly outcome: 'unavailable'; readonly productQueryIds: readonly string[] };

/** What the placement statement answers. */
interface PlacementRow {
  /** 1 when the invoice was there and not yet placed, once its row was locked. */
  readonly claimable: number;
  /** 1 when it was placed now. */
  readonly claimed: number;
  /** The products lacking stock, by query id, as JSON (an array, or its text). */
  readonly short: unknown;
}

/**
 * Places the invoice and takes its units from stock in one statement, so it is atomic without a transaction
 * (no BEGIN and COMMIT round trips). In order:
 * - the invoice's row is locked while it is not placed: a second or concurrent placement waits on it, then
 *   finds it placed and changes nothing;
 * - the rows of its products counted in units are locked in id order (so two placements never wait on each
 *   other's rows in a cycle); a locked row is read as the last commit left it, not as the statement began;
 * - a product is short when fewer units are left than the invoice's lines ask, or, of unlimited stock, when the
 *   merchant switched it off; with any product short nothing is written and the answer names them all;
 * - otherwise the invoice is marked placed and each counted product gives its units, never below 0 (a check
 *   of the table would undo the whole statement if it ever did).
 */
function placement(invoiceId: number, placedAt: Date, history: readonly StoredStatusStep[]): SQL {
  return sql`
    with claimable as materialized (
      select ${invoices.id} as id from ${invoices}
      where ${invoices.id} = ${invoiceId} and ${invoices.placedAt} is null
      for update
    ),
    lines as materialized (
      select ${invoiceItems.productId} as product_id, ${invoiceItems.productQueryId} as product_query_id,
        sum(${invoiceItems.quantity})::int as quantity
      from ${invoiceItems}
      where ${invoiceItems.invoiceId} in (select id from claimable)
      group by ${invoiceItems.productId}, ${invoiceItems.productQueryId}
    ),
    locked as materialized (
      select id, available_quantity from products
      where id in (select product_id from lines) and not unlimited
      order by id
      for update
    ),
    short as materialized (
      select lines.product_id, lines.product_query_id
      from lines
      left join locked on locked.id = lines.product_id
      left join products stocked on stocked.id = lines.product_id
      where case
        when locked.id is not null then locked.available_quantity < lines.quantity
        else not coalesce(stocked.unlimited and not stocked.unlimited_out_of_stock, false)
      end
    ),
    claimed as (
      update invoices
      set status = 'order_pending', placed_at = ${placedAt.toISOString()}::timestamptz,
        status_history = ${JSON.stringify(history)}::jsonb
      where id in (select id from claimable) and not exists (select 1 from short)
      returning id
    ),
    taken as (
      update products set available_quantity = products.available_quantity - lines.quantity
      from lines
      where products.id = lines.product_id
        and products.id in (select id from locked)
        and exists (select 1 from claimed)
      returning products.id
    )
    select
      (select count(*) from claimable)::int as claimable,
      (select count(*) from claimed)::int as claimed,
      (select count(*) from taken)::int as taken,
      coalesce((select json_agg(product_query_id order by product_id) from short), '[]'::json) as short`;
}

/** Places an invoice exactly once and takes its units from stock at the same time: see placement. */
export async function placeInvoice(db: ServerDatabase, invoiceId: number, now: Date): Promise<PlacementOutcome> {
  const statusHistory: StoredStatusStep[] = [{ status: 'order_pending', time: now.toISOString() }];
  const [row] = rowsOf<PlacementRow>(await db.execute(placement(invoiceId, now, statusHistory)));
  if (row === undefined) throw new Error('The placement answered nothing');
  if (Number(row.claimable) === 0) return { outcome: 'already_placed' };
  const short = (typeof row.short === 'string' ? JSON.parse(row.short) : row.short) as string[];
  if (short.length > 0) return { outcome: 'unavailable', productQueryIds: short };
  if (Number(row.claimed) !== 1) throw new Error(`Invoice ${invoiceId} was neither placed nor refused`);
  return { outcome: 'placed', placed: { status: 'order_pending', placedAt: now, statusHistory } };
}
