import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../shared/clock';
import { type WrongPinOutcome, pinLockMs, wrongPinsBeforeLock } from '../../accounts/index';
import type { ServerDatabase } from '../../db/database';
import { staff } from '../../accounts/index';

/**
 * The wrong-password count of each staff account (store and transport alike) and the lock it leads to, by the
 * customers' PIN rules: the fifth wrong password in a row locks sign-in for 15 minutes. Every change is one
 * UPDATE that checks the lock in its WHERE clause, so concurrent sign-ins on any instance count each wrong
 * password once and a right password cannot slip in once another request has locked the account.
 */
export class StaffPasswordLockout {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /** The end of the account's lock when one holds now, else null. */
  lockedUntil(row: { passwordLockedUntil: Date | null }): Date | null {
    const until = row.passwordLockedUntil;
    return until !== null && until.getTime() > this.clock() ? until : null;
  }

  /** Counts a wrong password; the fifth in a row locks sign-in and starts the count again for after the lock. */
  async recordWrongPassword(staffId: number): Promise<WrongPinOutcome> {
    const now = new Date(this.clock());
    const reachesLimit = sql`${staff.failedPasswordAttempts} + 1 >= ${wrongPinsBeforeLock}`;
    const [row] = await this.db
      .update(staff)
      .set({
        failedPasswordAttempts: sql`case when ${reachesLimit} then 0 else ${staff.failedPasswordAttempts} + 1 end`,
        passwordLockedUntil: sql`case when ${reachesLimit} then ${new Date(now.getTime() + pinLockMs).toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(staff.id, staffId), this.open(now)))
      .returning({ passwordLockedUntil: staff.passwordLockedUntil });
    if (row === undefined) return { kind: 'LOCKED', until: await this.currentLockEnd(staffId, now) };
    return row.passwordLockedUntil === null ? { kind: 'COUNTED' } : { kind: 'LOCKED', until: row.passwordLockedUntil };
  }

  /**
   * Clears the count after a right password.
   * @returns null, or the end of a lock another request set meanwhile: the right password does not sign in then.
   */
  async recordRightPassword(staffId: number): Promise<Date | null> {
    const now = new Date(this.clock());
    const updated = await this.db
      .update(staff)
      .set({ failedPasswordAttempts: 0, passwordLockedUntil: null })
      .where(and(eq(staff.id, staffId), this.open(now)))
      .returning({ id: staff.id });
    return updated.length === 1 ? null : this.currentLockEnd(staffId, now);
  }

  private open(now: Date) {
    return or(isNull(staff.passwordLockedUntil), lte(staff.passwordLockedUntil, now));
  }

  private async currentLockEnd(staffId: number, now: Date): Promise<Date> {
    const [row] = await this.db
      .select({ passwordLockedUntil: staff.passwordLockedUntil })
      .from(staff)
      .where(eq(staff.id, staffId))
      .limit(1);
    return row?.passwordLockedUntil ?? new Date(now.getTime() + pinLockMs);
  }
}
