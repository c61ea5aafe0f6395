import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { rideReceiptRequests, riderEmails, rides } from '../transport-schema';
import type { ReceiptLocale } from '../../receipts/index';
import type { RideRow } from './ride-repository';

export interface DueReceipt {
  readonly requestId: number;
  readonly email: string;
  readonly locale: ReceiptLocale;
  readonly ride: RideRow;
}

/** The receipts riders asked for, kept until they may go (rideReceiptRequests). */
export class RideReceiptRequests {
  constructor(private readonly db: ServerDatabase) {}

  async add(rideId: number, email: string, locale: ReceiptLocale, at: Date): Promise<void> {
    await this.db.insert(rideReceiptRequests).values({ rideId, email, locale, requestedAt: at });
  }

  /**
   * The rider's receipts not sent yet whose address the rider has proven and whose ride is not waiting for its card
   * payment.
   */
  async dueFor(riderId: number): Promise<DueReceipt[]> {
    const rows = await this.db
      .select({
        requestId: rideReceiptRequests.id,
        email: rideReceiptRequests.email,
        locale: rideReceiptRequests.locale,
        ride: rides,
      })
      .from(rideReceiptRequests)
      .innerJoin(rides, eq(rides.id, rideReceiptRequests.rideId))
      .innerJoin(riderEmails, and(eq(riderEmails.riderId, riderId), eq(riderEmails.email, rideReceiptRequests.email)))
      .where(
        and(
          eq(rides.riderId, riderId),
          isNull(rideReceiptRequests.sentAt),
          isNotNull(riderEmails.provenAt),
          ne(rides.status, 'awaiting_payment'),
        ),
      )
      .orderBy(rideReceiptRequests.id);
    return rows.map((row) => ({ ...row, locale: row.locale === 'fi' ? 'fi' : 'en' }));
  }

  /** Marks the request sent; true for the one call that did, so two deliveries at once send it once. */
  async claim(requestId: number, at: Date): Promise<boolean> {
    const claimed = await this.db
      .update(rideReceiptRequests)
      .set({ sentAt: at })
      .where(and(eq(rideReceiptRequests.id, requestId), isNull(rideReceiptRequests.sentAt)))
      .returning({ id: rideReceiptRequests.id });
    return claimed.length === 1;
  }
}
