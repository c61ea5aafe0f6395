import type { DatabaseConnection, DatabaseSettings, StartupTask } from './database';
import { openNodePostgres } from './open-node-postgres';
import { openPglite } from './open-pglite';

/** Opens the configured database, applies pending migrations, then runs the start-up task once. */
export function openDatabase(settings: DatabaseSettings, startup: StartupTask): Promise<DatabaseConnection> {
  return settings.databaseUrl === undefined
    ? openPglite(settings.dataDir, startup, settings.pgliteSharedBuffersMb)
    : openNodePostgres(settings.databaseUrl, startup);
}
