import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildOnce } from './one-builder';
import { serverCodeHash } from './server-code-hash';
import { runTypeScript } from './run-typescript';

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

function databaseUrl(name: string): string {
  const url = new URL(testPostgresUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function databaseExists(name: string): Promise<boolean> {
  const client = new Client({ connectionString: testPostgresUrl() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * A database the server has migrated and seeded, for this very server code, kept as the template test databases
 * are copied from: migrating and seeding an empty database cost each PostgreSQL test server seconds, a copy
 * costs a fraction of one. One worker builds it (buildOnce) under another name and renames it, so no worker ever
 * copies a half-seeded one.
 */
async function seededTemplate(): Promise<string> {
  const template = `storefront_seeded_${serverCodeHash()}`;
  await buildOnce(
    template,
    () => databaseExists(template),
    async () => {
      const building = `${template}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await adminQuery(`create database ${building}`);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-seed-'));
      try {
        const seeded = await runTypeScript('tests/integration/server/processes/seed-postgres.process.ts', [
          databaseUrl(building),
          dataDir,
        ]);
        if (seeded.code !== 0) throw new Error(`Could not seed ${building}:\n${seeded.stderr}`);
        await adminQuery(`alter database ${building} rename to ${template}`);
      } catch (error) {
        // Another run on the same server (TEST_DATABASE_URL may be shared) may have built it meanwhile.
        if (!(await databaseExists(template))) throw error;
      } finally {
        await adminQuery(`drop database if exists ${building} with (force)`);
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
  return template;
}

/** A new database of the test's own as the server's first start leaves it: migrated and seeded. */
export async function newSeededTestDatabase(prefix = 'storefront_test'): Promise<TestDatabase> {
  const template = await seededTemplate();
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(`create database ${name} template ${template}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
