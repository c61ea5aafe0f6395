import { drizzle } from 'drizzle-orm/pg-proxy';
import type { ServerDatabase } from '@/server/db/database';
import { sessionTrustMs } from '@/server/shared/session/recent-sessions';
import { SessionStore, sessionLifetimeMs } from '@/server/shared/session/session-store';
import { newSessionToken, sessionTokenHash } from '@/server/shared/session/session-token';

interface Query {
  sql: string;
  params: unknown[];
}

/** A database that records every statement and answers no rows. */
function recordingDb(): { db: ServerDatabase; queries: Query[] } {
  const queries: Query[] = [];
  const db = drizzle(async (sql, params) => {
    queries.push({ sql, params });
    return { rows: [] };
  });
  return { db: db as unknown as ServerDatabase, queries };
}

/**
 * A database holding sessions (token hash → user and expiry), answering the session lookup as the driver does
 * (rows as arrays, in the order selected) and obeying deletes; it counts the lookups that reached it.
 */
function sessionsDb(rows: Map<string, { userId: number; userQueryId: string; expiresAt: number }>) {
  let lookups = 0;
  let held: Promise<void> = Promise.resolve();
  /** Holds the answers of the lookups from now on until the function it answers is called. */
  const holdLookups = () => {
    let release = () => {};
    held = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  const db = drizzle(async (sql, params) => {
    if (sql.startsWith('delete from "sessions"')) {
      if (sql.includes('"user_id"')) {
        for (const [hash, row] of rows) if (row.userId === params[0]) rows.delete(hash);
      } else rows.delete(String(params[0]));
      return { rows: [] };
    }
    lookups += 1;
    const [hash, now] = params as [string, string];
    const row = rows.get(hash);
    const answer =
      row === undefined || row.expiresAt <= Date.parse(now)
        ? []
        : [[row.userId, row.userQueryId, new Date(row.expiresAt).toISOString()]];
    await held;
    return { rows: answer };
  });
  return { db: db as unknown as ServerDatabase, lookups: () => lookups, holdLookups };
}

describe('session tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const tokens = Array.from({ length: 100 }, newSessionToken);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token))).toBe(true);
    expect(new Set(tokens).size).toBe(100);
  });

  it('hash to the SHA-256 in base64url, the same every time', () => {
    expect(sessionTokenHash('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
    expect(sessionTokenHash('abc')).toBe(sessionTokenHash('abc'));
  });
});

describe('SessionStore', () => {
  const now = Date.UTC(2026, 0, 1);

  it('stores only the hash of a new token, with a 30-day expiry', async () => {
    const { db, queries } = recordingDb();
    const token = await new SessionStore(db, () => now).open(7);
    expect(queries).toHaveLength(1);
    const [insert] = queries;
    expect(insert!.sql).toMatch(/^insert into "sessions"/);
    expect(insert!.params).toContain(sessionTokenHash(token));
    expect(insert!.params).toContain(7);
    expect(JSON.stringify(insert!.params)).not.toContain(token);
    expect(insert!.params).toContain(new Date(now + sessionLifetimeMs).toISOString());
    expect(sessionLifetimeMs).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('looks a token up by its hash and the clock, never by the token itself', async () => {
    const { db, queries } = recordingDb();
    const found = await new SessionStore(db, () => now).find('the-token');
    expect(found).toBeNull();
    expect(queries[0]!.params).toContain(sessionTokenHash('the-token'));
    expect(queries[0]!.params).not.toContain('the-token');
    expect(queries[0]!.params).toContain(new Date(now).toISOString());
  });

  it('ends a session by the hash of its token', async () => {
    const { db, queries } = recordingDb();
    await new SessionStore(db, () => now).end('the-token');
    expect(queries[0]!.sql).toMatch(/^delete from "sessions"/);
    expect(queries[0]!.params).toEqual([sessionTokenHash('the-token')]);
  });
});

describe('SessionStore: a session found is trusted for a second', () => {
  const start = Date.UTC(2026, 0, 1);
  const far = start + sessionLifetimeMs;
  let now = start;
  const clock = () => now;
  beforeEach(() => (now = start));

  it('asks the database once for the requests of the same second, again after it', async () => {
    const { db, lookups } = sessionsDb(
      new Map([[sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }]]),
    );
    const store = new SessionStore(db, clock);
    expect(await store.find('ann')).toEqual({ userId: 1, userQueryId: 'u-ann' });
    now += sessionTrustMs - 1;
    expect(await new SessionStore(db, clock).find('ann')).toEqual({ userId: 1, userQueryId: 'u-ann' });
    expect(lookups()).toBe(1);
    now += 1;
    expect(await store.find('ann')).toEqual({ userId: 1, userQueryId: 'u-ann' });
    expect(lookups()).toBe(2);
  });

  it('stops trusting a session at its own expiry, even within the second', async () => {
    const { db } = sessionsDb(
      new Map([[sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: start + 500 }]]),
    );
    const store = new SessionStore(db, clock);
    expect(await store.find('ann')).not.toBeNull();
    now = start + 500;
    expect(await store.find('ann')).toBeNull();
  });

  it('forgets a session ended through this process at once', async () => {
    const { db } = sessionsDb(
      new Map([[sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }]]),
    );
    const store = new SessionStore(db, clock);
    expect(await store.find('ann')).not.toBeNull();
    await store.end('ann');
    expect(await store.find('ann')).toBeNull();
  });

  it("forgets every session of a user whose sessions all end (a PIN reset), and no one else's", async () => {
    const { db, lookups } = sessionsDb(
      new Map([
        [sessionTokenHash('ann-phone'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }],
        [sessionTokenHash('ann-laptop'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }],
        [sessionTokenHash('bob'), { userId: 2, userQueryId: 'u-bob', expiresAt: far }],
      ]),
    );
    const store = new SessionStore(db, clock);
    for (const token of ['ann-phone', 'ann-laptop', 'bob']) expect(await store.find(token)).not.toBeNull();
    await store.endAllOf(1);
    expect(await store.find('ann-phone')).toBeNull();
    expect(await store.find('ann-laptop')).toBeNull();
    const before = lookups();
    expect(await store.find('bob')).toEqual({ userId: 2, userQueryId: 'u-bob' });
    expect(lookups()).toBe(before);
  });

  it('keeps nothing a lookup read before the session ended, however late its answer comes', async () => {
    const rows = new Map([[sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }]]);
    const { db, lookups, holdLookups } = sessionsDb(rows);
    const store = new SessionStore(db, clock);
    // The lookup reads the row; its answer is held back until the session has ended.
    const release = holdLookups();
    const lookup = store.find('ann');
    await new Promise((done) => setImmediate(done));
    await store.end('ann');
    release();
    expect(await lookup).toEqual({ userId: 1, userQueryId: 'u-ann' });
    expect(await store.find('ann')).toBeNull();
    expect(lookups()).toBe(2);
  });

  it('does not remember a token that names no session: a session opened since is found', async () => {
    const rows = new Map<string, { userId: number; userQueryId: string; expiresAt: number }>();
    const { db, lookups } = sessionsDb(rows);
    const store = new SessionStore(db, clock);
    expect(await store.find('ann')).toBeNull();
    rows.set(sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: far });
    expect(await store.find('ann')).toEqual({ userId: 1, userQueryId: 'u-ann' });
    expect(lookups()).toBe(2);
  });

  it('keeps what one database told apart from another (each server its own)', async () => {
    const first = sessionsDb(new Map([[sessionTokenHash('ann'), { userId: 1, userQueryId: 'u-ann', expiresAt: far }]]));
    const second = sessionsDb(new Map());
    expect(await new SessionStore(first.db, clock).find('ann')).not.toBeNull();
    expect(await new SessionStore(second.db, clock).find('ann')).toBeNull();
  });
});
