import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection, StartupTask } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import { StatementCachingPGlite } from './statement-caching-pglite';

/**
 * PostgreSQL's stock 128 MB of shared buffers, which PGlite reserves in its WebAssembly memory and sets up at every
 * start, took 0.55 s of the 0.8 s a start took; with 32 MB a start takes 0.25 s. 32 MB holds the seeded database
 * and a busy day's orders; a page beyond them is read from the operating system's file cache. A host that outgrows
 * that runs PostgreSQL (DATABASE_URL), whose settings are its own.
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The embedded database: a PostgreSQL in WebAssembly keeping its files in dataDir. */
export async function openPglite(dataDir: string, startup: StartupTask): Promise<DatabaseConnection> {
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  let client: StatementCachingPGlite | undefined;
  try {
    client = new StatementCachingPGlite(dataDir, { startParams });
    await client.waitReady;
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder });
    await startup(db);
    const openClient = client;
    return {
      db,
      close: async () => {
        await openClient.close();
        await lock.release();
      },
    };
  } catch (error) {
    await client?.close();
    await lock.release();
    throw error;
  }
}
