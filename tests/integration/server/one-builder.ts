import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRunning } from './process-alive';
import { ramTempDir } from './ram-temp-dir';

/** How often a waiting worker looks again: the wait ends when the template exists, whatever the machine's speed. */
const lookAgainMs = 200;

/**
 * Runs `build` in one jest worker at a time for the same `name`, and not at all once `built()` answers true: the
 * workers that start together all found no template and each built one, three initdb-and-seed runs on two cores
 * where one would do. The lock is a folder holding the builder's pid, so a lock left by a killed run is taken over
 * once its process is gone.
 */
export async function buildOnce(
  name: string,
  built: () => Promise<boolean>,
  build: () => Promise<void>,
): Promise<void> {
  if (await built()) return;
  const lock = path.join(ramTempDir(), `storefront-pglite-lock-${name}`);
  const owner = path.join(lock, 'pid');
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (await built()) return;
    const pid = Number(await readFile(owner, 'utf8').catch(() => ''));
    // No pid yet: the builder is between its mkdir and its write.
    if (pid > 0 && !isRunning(pid)) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, lookAgainMs));
  }
  try {
    if (!(await built())) await build();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
