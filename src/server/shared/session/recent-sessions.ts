import type { ServerDatabase } from '../../db/database';

/** Who a valid session belongs to. */
export interface SessionUser {
  userId: number;
  userQueryId: string;
}

interface Remembered {
  readonly user: SessionUser;
  /** When this process stops trusting the entry and asks the database again. */
  readonly until: number;
}

/**
 * How long a session found in the database is trusted without asking again. A customer's requests come in
 * bursts (an order is created and placed within a second), and each asked the database who the session was.
 * A session ended through this process is forgotten at once; one ended through another instance on the same
 * database stops working here within this time, as a request already under way would finish anyway.
 */
export const sessionTrustMs = 1_000;
/** Bounds memory whatever tokens clients send; only sessions found valid are kept. */
const maxRemembered = 10_000;

/** The sessions this process found valid in the last second, by token hash. */
export class RecentSessions {
  private readonly byHash = new Map<string, Remembered>();
  /**
   * Grows with every session forgotten: a lookup that began before one must not keep what it read, which may be
   * the session just ended (see remember).
   */
  private forgotten = 0;

  /** Taken before reading a session from the database, and given back to remember. */
  mark(): number {
    return this.forgotten;
  }

  get(tokenHash: string, now: number): SessionUser | null {
    const remembered = this.byHash.get(tokenHash);
    if (remembered === undefined) return null;
    if (remembered.until <= now) {
      this.byHash.delete(tokenHash);
      return null;
    }
    return remembered.user;
  }

  /** Keeps a session found valid, never past its own expiry, unless a session was forgotten since the mark. */
  remember(tokenHash: string, user: SessionUser, expiresAt: number, now: number, mark: number): void {
    if (mark !== this.forgotten) return;
    if (this.byHash.size >= maxRemembered) this.byHash.delete(this.byHash.keys().next().value!);
    this.byHash.set(tokenHash, { user, until: Math.min(now + sessionTrustMs, expiresAt) });
  }

  forget(tokenHash: string): void {
    this.forgotten += 1;
    this.byHash.delete(tokenHash);
  }

  forgetUser(userId: number): void {
    this.forgotten += 1;
    for (const [hash, remembered] of this.byHash) if (remembered.user.userId === userId) this.byHash.delete(hash);
  }
}

const perDatabase = new WeakMap<ServerDatabase, RecentSessions>();

/** The recent sessions of one server's database: each server (and each test server) has its own. */
export function recentSessionsOf(db: ServerDatabase): RecentSessions {
  let recent = perDatabase.get(db);
  if (recent === undefined) {
    recent = new RecentSessions();
    perDatabase.set(db, recent);
  }
  return recent;
}
