import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { users } from '../../shared/session/session-schema';
import type { Clock } from '../../shared/clock';
import { pinLockMs, wrongPinsBeforeLock } from '../pin-lockout-rules';

/** What a wrong PIN did: counted (sign-in still open) or locked sign-in until a time. */
export type WrongPinOutcome = { readonly kind: 'COUNTED' } | { readonly kind: 'LOCKED'; readonly until: Date };

/**
 * The wrong-PIN count of each user and the lock it leads to. Every change is one UPDATE that checks the lock
 * in its WHERE clause, so concurrent sign-ins on any instance count each wrong PIN once, lock at exactly the
 * fifth, and a right PIN cannot slip in once another request has locked the account.
 */
export class PinLockout {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /** The end of the user's lock when one holds now, else null. */
  lockedUntil(row: { pinLockedUntil: Date | null }): Date | null {
    const until = row.pinLockedUntil;
    return until !== null && until.getTime() > this.clock() ? until : null;
  }

  /** Counts a wrong PIN; the fifth in a row locks sign-in and starts the count again for after the lock. */
  async recordWrongPin(userId: number): Promise<WrongPinOutcome> {
    const now = new Date(this.clock());
    const reachesLimit = sql`${users.failedPinAttempts} + 1 >= ${wrongPinsBeforeLock}`;
    const [row] = await this.db
      .update(users)
      .set({
        failedPinAttempts: sql`case when ${reachesLimit} then 0 else ${users.failedPinAttempts} + 1 end`,
        pinLockedUntil: sql`case when ${reachesLimit} then ${new Date(now.getTime() + pinLockMs).toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(users.id, userId), this.open(now)))
      .returning({ pinLockedUntil: users.pinLockedUntil });
    if (row === undefined) return { kind: 'LOCKED', until: await this.currentLockEnd(userId, now) };
    return row.pinLockedUntil === null ? { kind: 'COUNTED' } : { kind: 'LOCKED', until: row.pinLockedUntil };
  }

  /**
   * Clears the count after a right PIN.
   * @returns null, or the end of a lock another request set meanwhile: the right PIN does not sign in then.
   */
  async recordRightPin(userId: number): Promise<Date | null> {
    const now = new Date(this.clock());
    const updated = await this.db
      .update(users)
      .set({ failedPinAttempts: 0, pinLockedUntil: null })
      .where(and(eq(users.id, userId), this.open(now)))
      .returning({ id: users.id });
    return updated.length === 1 ? null : this.currentLockEnd(userId, now);
  }

  /** A new PIN (forgot and reset) lifts the lock: whoever reset it proved they hold the number. */
  async clear(userId: number): Promise<void> {
    await this.db.update(users).set({ failedPinAttempts: 0, pinLockedUntil: null }).where(eq(users.id, userId));
  }

  private open(now: Date) {
    return or(isNull(users.pinLockedUntil), lte(users.pinLockedUntil, now));
  }

  private async currentLockEnd(userId: number, now: Date): Promise<Date> {
    const [row] = await this.db
      .select({ pinLockedUntil: users.pinLockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.pinLockedUntil ?? new Date(now.getTime() + pinLockMs);
  }
}
