import { mkdir } from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection, StartupTask } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import { StatementCachingPGlite } from './statement-caching-pglite';

/** The embedded database: a PostgreSQL in WebAssembly keeping its files in dataDir. */
export async function openPglite(dataDir: string, startup: StartupTask): Promise<DatabaseConnection> {
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dataDir);
  let client: StatementCachingPGlite | undefined;
  try {
    client = new StatementCachingPGlite(dataDir);
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
