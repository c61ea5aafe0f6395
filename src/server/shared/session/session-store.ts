import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { ServerDatabase } from '../../db/database';
import { preparedFor } from '../../db/prepared';
import { sessions, users } from './session-schema';
import { systemClock, type Clock } from '../clock';
import { recentSessionsOf, type SessionUser } from './recent-sessions';
import { newSessionToken, sessionTokenHash } from './session-token';

/**
 * A session lasts 30 days from sign-in and is not extended by use: a stolen token stops working on a date
 * known in advance, and the storefront signs in again anyway after a 401.
 */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/** Every request with a session asks this first. */
const sessionUserQuery = preparedFor((db) =>
  db
    .select({ userId: users.id, userQueryId: users.queryId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user'),
);

export type { SessionUser } from './recent-sessions';

/** Opens, finds and ends sessions; only the hash of a token ever reaches the database. */
export class SessionStore {
  constructor(
    private readonly db: ServerDatabase,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Opens a session for the user and answers its token, which is not kept anywhere. */
  async open(userId: number): Promise<string> {
    const token = newSessionToken();
    const now = this.clock();
    await this.db.insert(sessions).values({
      tokenHash: sessionTokenHash(token),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + sessionLifetimeMs),
    });
    return token;
  }

  /** The user of an unexpired session with this token, or null; trusted for a second once found (recent-sessions.ts). */
  async find(token: string): Promise<SessionUser | null> {
    const tokenHash = sessionTokenHash(token);
    const now = this.clock();
    const recent = recentSessionsOf(this.db);
    const known = recent.get(tokenHash, now);
    if (known !== null) return known;
    const mark = recent.mark();
    const [row] = await sessionUserQuery(this.db).execute({
      tokenHash,
      // As the column would send it: a placeholder skips the column's own mapping.
      now: new Date(now).toISOString(),
    });
    if (row === undefined) return null;
    const user = { userId: row.userId, userQueryId: row.userQueryId };
    recent.remember(tokenHash, user, new Date(row.expiresAt).getTime(), now, mark);
    return user;
  }

  // Forgotten before and after the delete: a lookup under way meanwhile then keeps nothing it read.
  async end(token: string): Promise<void> {
    const tokenHash = sessionTokenHash(token);
    recentSessionsOf(this.db).forget(tokenHash);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    recentSessionsOf(this.db).forget(tokenHash);
  }

  /** Ends every session of the user but the one of this token, e.g. after the PIN was changed from it. */
  async endOthersOf(userId: number, keptToken: string): Promise<void> {
    const kept = sessionTokenHash(keptToken);
    recentSessionsOf(this.db).forgetUser(userId);
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, kept)));
    recentSessionsOf(this.db).forgetUser(userId);
  }

  /** Ends every session of the user, e.g. after the PIN was reset. */
  async endAllOf(userId: number): Promise<void> {
    recentSessionsOf(this.db).forgetUser(userId);
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    recentSessionsOf(this.db).forgetUser(userId);
  }
}
