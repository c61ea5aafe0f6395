import { existsSync, rmSync } from 'node:fs';
import { parseServerConfig } from '../src/server/config/server-config';
import { lockDataDir } from '../src/server/db/data-dir-lock';

/** Deletes the embedded database folder; the next start creates, migrates and seeds it again. */
async function main(): Promise<void> {
  const settings = parseServerConfig(process.env);
  if (settings.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: this command only resets the embedded database folder. Drop that database by hand.',
    );
  }
  if (existsSync(settings.dataDir)) {
    // Taking the server's own lock first refuses to delete a folder that a running server is using.
    const lock = await lockDataDir(settings.dataDir);
    await lock.release();
    rmSync(settings.dataDir, { recursive: true, force: true });
  }
  console.log(`Removed ${settings.dataDir}; the next start seeds a fresh database.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
