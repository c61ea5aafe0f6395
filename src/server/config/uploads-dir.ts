import os from 'node:os';
import path from 'node:path';
import type { DatabaseSettings } from '../db/database';

/**
 * Where uploaded files go unless UPLOADS_DIR says: beside the embedded database, in DATA_DIR/uploads, so a
 * copy or backup of the data folder holds them too; with DATABASE_URL there is no data folder, so a folder in
 * the system's temporary directory (a host with several instances sets a shared UPLOADS_DIR instead).
 */
export function defaultUploadsDir(database: DatabaseSettings): string {
  return database.databaseUrl === undefined
    ? path.join(database.dataDir, 'uploads')
    : path.join(os.tmpdir(), 'storefront-uploads');
}
