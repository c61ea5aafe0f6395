import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { access, cp, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTypeScript } from './run-typescript';

/** Data folders are tied to the PGlite build that wrote them. The package does not export its package.json. */
function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

// A fresh PGlite folder costs about 4 s of initdb; copying an initialised empty one costs 0.1 s.
// The copy holds no tables, so every test server still runs the real migrations and seed.
const templateDir = path.join(os.tmpdir(), `storefront-pglite-template-${pgliteVersion()}`);

/** A new, empty but initialised PGlite data folder under the system's temp folder. */
export async function newTestDataDir(): Promise<string> {
  await ensureTemplate();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-test-'));
  await cp(templateDir, dataDir, { recursive: true });
  return dataDir;
}

async function ensureTemplate(): Promise<void> {
  if (await exists(templateDir)) return;
  const building = `${templateDir}.${randomUUID()}`;
  try {
    const init = await runTypeScript('tests/integration/server/processes/init-pglite.process.ts', [building]);
    if (init.code !== 0) throw new Error(`Could not initialise PGlite in ${building}:\n${init.stderr}`);
    // A rename is atomic, so a half-written template is never seen by a parallel test worker.
    await rename(building, templateDir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Losing the race to another worker is fine; anything else is not.
    if (!(await exists(templateDir))) throw error;
  }
}

async function exists(dir: string): Promise<boolean> {
  try {
    await access(dir);
    return true;
  } catch {
    return false;
  }
}
