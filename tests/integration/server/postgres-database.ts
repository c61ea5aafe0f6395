import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * The PostgreSQL server the tests may make databases on: TEST_DATABASE_URL, an admin URL such as
 * postgres://postgres@127.0.0.1:5432/postgres. `npm test` sets it to a throwaway cluster of its own when
 * Debian's `postgresql` binaries are installed (scripts/test/throwaway-postgres.ts).
 */
export function testPostgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

/**
 * Whether test servers go to PostgreSQL unless a test says otherwise: the jest project `integration on
 * PostgreSQL` (.config/jest.config.ts) sets TEST_SERVERS_ON_POSTGRES for the suites it runs a second time.
 */
export function serversOnPostgres(): boolean {
  return process.env.TEST_SERVERS_ON_POSTGRES === '1' && testPostgresUrl() !== undefined;
}

/** Runs one statement on the admin database. */
export async function adminQuery(statement: string): Promise<void> {
  const adminUrl = testPostgresUrl();
  if (adminUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** The URL of the new, empty database, for DATABASE_URL. */
  url: string;
  /** Drops it, closing whatever connections are left. */
  drop(): Promise<void>;
}

/** A new empty database of the test's own on TEST_DATABASE_URL's server. */
export async function newTestDatabase(prefix = 'storefront_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testPostgresUrl()!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
