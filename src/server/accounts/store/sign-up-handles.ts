import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { signUpHandles } from '../accounts-schema';
import { users } from '../../shared/session/session-schema';
import type { Clock } from '../../shared/clock';
import type { UserRow } from './user-repository';

/** A day: a registration left overnight starts again with the number, which sends a new code anyway. */
export const signUpHandleLifetimeMs = 24 * 60 * 60 * 1000;

/**
 * The ids registrations hand out for their later steps. One is made on every registration, for a new number
 * and for one that has an account alike, and looks like any user id; it leads to its user only through this
 * table, so the caller learns no user's own id before proving the number with its code.
 */
export class SignUpHandles {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock,
  ) {}

  /** A new handle for the user; the user's handles past their lifetime are dropped on the way. */
  async issue(userId: number): Promise<string> {
    const now = this.clock();
    const handle = `usr-${randomUUID()}`;
    await this.db
      .delete(signUpHandles)
      .where(
        and(eq(signUpHandles.userId, userId), lt(signUpHandles.createdAt, new Date(now - signUpHandleLifetimeMs))),
      );
    await this.db.insert(signUpHandles).values({ handle, userId, createdAt: new Date(now) });
    return handle;
  }

  /** The user a live handle was made for; null for an unknown or expired one. */
  async userOf(handle: string): Promise<UserRow | null> {
    const since = new Date(this.clock() - signUpHandleLifetimeMs);
    const [row] = await this.db
      .select({ user: users })
      .from(signUpHandles)
      .innerJoin(users, eq(users.id, signUpHandles.userId))
      .where(and(eq(signUpHandles.handle, handle), gt(signUpHandles.createdAt, since)))
      .limit(1);
    return row?.user ?? null;
  }
}
