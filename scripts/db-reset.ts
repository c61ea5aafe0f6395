import { rmSync } from 'node:fs';
import { parseServerConfig } from '../src/server/config/server-config';

/** Deletes the embedded database folder; the next start creates, migrates and seeds it again. */
const settings = parseServerConfig(process.env);
if (settings.databaseUrl) {
  console.error(
    'DATABASE_URL is set: this command only resets the embedded database folder. Drop that database by hand.',
  );
  process.exit(1);
}
rmSync(settings.dataDir, { recursive: true, force: true });
console.log(`Removed ${settings.dataDir}; the next start seeds a fresh database.`);
