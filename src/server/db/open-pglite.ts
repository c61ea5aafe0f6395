import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { defaultPgliteSharedBuffersMb, type DatabaseConnection, type StartupTask } from './database';
import { lockDataDir } from './data-dir-lock';
import { migrationsFolder } from './migrations-folder';
import { StatementCachingPGlite } from './statement-caching-pglite';

/** The embedded database: a PostgreSQL in WebAssembly keeping its files in dataDir. */
export async function openPglite(
  dataDir: string,
  startup: StartupTask,
  sharedBuffersMb = defaultPgliteSharedBuffersMb,
): Promise<DatabaseConnection> {
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
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
