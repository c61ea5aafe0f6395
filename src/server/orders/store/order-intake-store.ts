import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { fullUntil, intakeWindowMinutes } from '@/domain/catalogue/order-intake';
import type { ServerDatabase } from '../../db/database';
import { companies } from '../../catalogue/index';
import { invoices } from '../orders-schema';

const millisecondsPerMinute = 60_000;

/** The columns of a store that say how its kitchen is slowed. */
export interface OrderIntakeRow {
  readonly ordersPausedUntil: Date | null;
  readonly ordersPausedUntilResumed: boolean;
  readonly orderCapPerQuarterHour: number | null;
  readonly ordersFullUntil: Date | null;
}

const intakeColumns = {
  ordersPausedUntil: companies.ordersPausedUntil,
  ordersPausedUntilResumed: companies.ordersPausedUntilResumed,
  orderCapPerQuarterHour: companies.orderCapPerQuarterHour,
  ordersFullUntil: companies.ordersFullUntil,
};

/** The pause and the cap of the store's new orders, kept on the store's row. */
export class OrderIntakeStore {
  constructor(private readonly db: ServerDatabase) {}

  async read(companyId: number): Promise<OrderIntakeRow | null> {
    const [row] = await this.db.select(intakeColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
    return row ?? null;
  }

  /** Pauses new orders until then, or until the staff resume (null). */
  async pause(companyId: number, until: Date | null): Promise<void> {
    await this.db
      .update(companies)
      .set({ ordersPausedUntil: until, ordersPausedUntilResumed: until === null })
      .where(eq(companies.id, companyId));
  }

  async resume(companyId: number): Promise<void> {
    await this.db
      .update(companies)
      .set({ ordersPausedUntil: null, ordersPausedUntilResumed: false })
      .where(eq(companies.id, companyId));
  }

  /** Sets the cap (null for none) and, with it, whether the orders of the last 15 minutes already reach it. */
  async setCap(companyId: number, cap: number | null, now: Date): Promise<void> {
    await this.db.update(companies).set({ orderCapPerQuarterHour: cap }).where(eq(companies.id, companyId));
    await this.refreshFull(companyId, now);
  }

  /**
   * Writes until when the store's orders of the last 15 minutes reach its cap. Called after every placement and cap
   * change, the only moments that can make a store full; between them the window only empties, which the stored
   * instant already says.
   */
  async refreshFull(companyId: number, now: Date): Promise<void> {
    const row = await this.read(companyId);
    if (row === null) return;
    const cap = row.orderCapPerQuarterHour;
    const windowStart = new Date(now.getTime() - intakeWindowMinutes * millisecondsPerMinute);
    const recent =
      cap === null
        ? []
        : await this.db
            .select({ placedAt: invoices.placedAt })
            .from(invoices)
            .where(
              and(eq(invoices.companyId, companyId), isNotNull(invoices.placedAt), gt(invoices.placedAt, windowStart)),
            )
            .orderBy(desc(invoices.placedAt))
            .limit(cap);
    const placed = recent.flatMap((order) => (order.placedAt === null ? [] : [order.placedAt.getTime()]));
    const until = fullUntil(placed, cap, now.getTime());
    await this.db
      .update(companies)
      .set({ ordersFullUntil: until === null ? null : new Date(until) })
      .where(eq(companies.id, companyId));
  }
}
