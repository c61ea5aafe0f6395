import { drizzle } from 'drizzle-orm/pg-proxy';
import type { ServerDatabase } from '@/server/db/database';
import { SessionStore, sessionLifetimeMs } from '@/server/accounts/session-store';
import { newSessionToken, sessionTokenHash } from '@/server/accounts/session-token';

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
