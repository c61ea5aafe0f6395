import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where jest's global setup leaves the hash for the run (tests/support/jest/server-code-hash-once.ts): the workers
 * start after it, so every test file of the run reads it instead of hashing the server again.
 */
export const serverCodeHashVariable = 'STOREFRONT_TEST_SERVER_CODE_HASH';

/** Every file of the reference server, hashed: a seeded template is only as good as the code that seeded it. */
export function hashServerCode(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(file).update(readFileSync(file));
    }
  };
  walk(path.join(__dirname, '..', '..', '..', 'src', 'server'));
  return hash.digest('hex').slice(0, 16);
}

let hashed: string | undefined;

/**
 * The run's hash of the server's code. Reading the server's ~500 files took about 0.1 s of CPU, and jest loads this
 * module anew for each of the ~200 test files that start a server; outside jest (Playwright) it is hashed once.
 */
export function serverCodeHash(): string {
  const fromSetup = process.env[serverCodeHashVariable];
  if (fromSetup !== undefined && fromSetup !== '') return fromSetup;
  hashed ??= hashServerCode();
  return hashed;
}
