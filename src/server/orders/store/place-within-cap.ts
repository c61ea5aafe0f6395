import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { fullUntil, intakeWindowMinutes } from '@/domain/catalogue/order-intake';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { invoices } from '../orders-schema';
import { placeInvoice, type PlacementOutcome } from './place-invoice';

const millisecondsPerMinute = 60_000;

export type CappedPlacementOutcome =
  | PlacementOutcome
  /** The store's orders of the last 15 minutes already reach its cap; it takes orders again at `until`. */
  | { readonly outcome: 'full'; readonly until: number };

/**
 * Places an unpaid order of a store that caps its orders per 15 minutes, so that concurrent placements never
 * pass the cap together. The store's row is locked first: the store's placements take turns, and each one counts
 * the window in a statement of its own, after the lock, so it sees the orders the one before it committed (a
 * single statement would count as it began, before the wait). Stores without a cap never take this lock.
 */
export async function placeWithinCap(
  db: ServerDatabase,
  invoiceId: number,
  companyId: number,
  now: Date,
): Promise<CappedPlacementOutcome> {
  return db.transaction(async (tx) => {
    const [store] = await tx
      .select({ cap: companies.orderCapPerQuarterHour })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    const cap = store?.cap ?? null;
    const [invoice] = await tx.select({ placedAt: invoices.placedAt }).from(invoices).where(eq(invoices.id, invoiceId));
    // Placed meanwhile (a retry of the same order): it answers as placed, whatever the window holds now.
    if (cap !== null && invoice?.placedAt === null) {
      const windowStart = new Date(now.getTime() - intakeWindowMinutes * millisecondsPerMinute);
      const recent = await tx
        .select({ placedAt: invoices.placedAt })
        .from(invoices)
        .where(and(eq(invoices.companyId, companyId), isNotNull(invoices.placedAt), gt(invoices.placedAt, windowStart)))
        .orderBy(desc(invoices.placedAt))
        .limit(cap);
      const placed = recent.flatMap((order) => (order.placedAt === null ? [] : [order.placedAt.getTime()]));
      // `now` was read before the wait for the lock, so the placements that went first may carry later instants:
      // the window is judged at the latest of them, or a placement would not count those it waited for.
      const until = fullUntil(placed, cap, Math.max(now.getTime(), ...placed));
      if (until !== null) return { outcome: 'full', until };
    }
    return placeInvoice(tx, invoiceId, now);
  });
}
