import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { rides, type StoredRider } from '../transport-schema';

export type RideRow = typeof rides.$inferSelect;
export type NewRide = typeof rides.$inferInsert;

/** The merchant a rider books with: its rides are charged in the store's currency. */
export interface RideMerchant {
  readonly queryId: string;
  readonly currency: string;
}

export interface RidePage {
  readonly rows: RideRow[];
  readonly total: number;
}

/**
 * The rides of riders. Every read names the rider, so nobody reaches another rider's ride; the
 * writes that move a ride on are conditional on its status, so a cancel and an assignment never both apply.
 */
export class RideRepository {
  constructor(private readonly db: ServerDatabase) {}

  async add(ride: NewRide): Promise<RideRow> {
    const [row] = await this.db.insert(rides).values(ride).returning();
    if (row === undefined) throw new Error('The ride was not stored');
    return row;
  }

  /** The rider's ride with this query id, or null (also for another rider's ride). */
  async findOwn(riderId: number, queryId: string): Promise<RideRow | null> {
    const [row] = await this.db
      .select()
      .from(rides)
      .where(and(eq(rides.riderId, riderId), eq(rides.queryId, queryId)))
      .limit(1);
    return row ?? null;
  }

  /** One page of the rider's rides, newest first. */
  async pageOf(riderId: number, page: number, perPage: number): Promise<RidePage> {
    const where = eq(rides.riderId, riderId);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(rides)
        .where(where)
        .orderBy(desc(rides.createdAt), desc(rides.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(rides).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Gives a searching ride whose assignment time has come its rider. Answers whether this call did it. */
  async assignRider(rideId: number, rider: StoredRider, at: Date): Promise<boolean> {
    const changed = await this.db
      .update(rides)
      .set({ status: 'rider_assigned', rider })
      .where(and(eq(rides.id, rideId), eq(rides.status, 'searching'), lte(rides.riderAssignAt, at)))
      .returning({ id: rides.id });
    return changed.length === 1;
  }

  /**
   * Ends the search of a ride still searching before its assignment time, or of a card ride still waiting for its
   * payment. A paid ride's payment is owed back from then on (refunded_at), as an order cancelled after it was
   * paid is a refund. Answers whether this call did it.
   */
  async cancelSearch(rideId: number, at: Date): Promise<boolean> {
    const changed = await this.db
      .update(rides)
      .set({
        status: 'cancelled',
        cancelledAt: at,
        refundedAt: sql`case when ${rides.paidAt} is null then null else ${at.toISOString()}::timestamptz end`,
      })
      .where(
        and(
          eq(rides.id, rideId),
          or(eq(rides.status, 'awaiting_payment'), and(eq(rides.status, 'searching'), gt(rides.riderAssignAt, at))),
        ),
      )
      .returning({ id: rides.id });
    return changed.length === 1;
  }

  /** Any ride by its row id: for the card checkout (the intent's secret authorises it) and a ride already read. */
  async findById(rideId: number): Promise<RideRow | null> {
    const [row] = await this.db.select().from(rides).where(eq(rides.id, rideId)).limit(1);
    return row ?? null;
  }

  /**
   * Records the card payment of a ride waiting for it and starts its rider search then, so the search never
   * runs before the payment. Answers false when the ride was cancelled or paid meanwhile.
   */
  async recordPayment(rideId: number, paidAt: Date, riderAssignAt: Date): Promise<boolean> {
    const changed = await this.db
      .update(rides)
      .set({ status: 'searching', paidAt, riderAssignAt })
      .where(and(eq(rides.id, rideId), eq(rides.status, 'awaiting_payment'), isNull(rides.paidAt)))
      .returning({ id: rides.id });
    return changed.length === 1;
  }

  async merchant(companyId: number): Promise<RideMerchant | null> {
    const [row] = await this.db
      .select({ queryId: companies.queryId, currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row ?? null;
  }
}
