import { rmSync } from 'node:fs';
import { newSeededTestDataDir } from '../../integration/server/pglite-template';

/**
 * A journeys' reference server (the webServer of .config/playwright.config.ts): `npm run serve` on a copy of the
 * seeded PGlite folder the jest stage has already made for this server code, instead of a fresh folder that each
 * server migrated and seeded itself (about 15 s of CPU per server, both at once as the run starts). The copy is a
 * folder of the run's own, so the journeys see freshly seeded stores and never a developer's data; it is removed
 * when the server stops.
 */
async function startJourneyServer(): Promise<void> {
  const dataDir = await newSeededTestDataDir();
  process.env.DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  await import('../../../src/server/main');
}

void startJourneyServer();
