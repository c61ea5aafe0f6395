import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import type { DatabaseConnection, StartupTask } from './database';
import { migrationsFolder } from './migrations-folder';
import { nameStatements } from './statement-naming-pool';

/** Any fixed number works; it only has to be the same for every instance of this server. */
const startupLockKey = 7_310_215;

/** A PostgreSQL server (or a compatible engine) shared by any number of server instances. */
export async function openNodePostgres(connectionString: string, startup: StartupTask): Promise<DatabaseConnection> {
  await runStartup(connectionString, startup);
  const pool = nameStatements(new Pool({ connectionString }));
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return { db: drizzle({ client: pool }), close: () => pool.end() };
}

/** Instances starting together take turns, so migrations and the seed run exactly once. */
async function runStartup(connectionString: string, startup: StartupTask): Promise<void> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder });
    await startup(db);
  } finally {
    // Ending the session also releases the advisory lock.
    await client.end();
  }
}
