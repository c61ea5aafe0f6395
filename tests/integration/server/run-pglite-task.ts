import { rm } from 'node:fs/promises';
import { newTestDataDir } from './pglite-template';
import { runTask } from './run-task';
import type { Finished } from './run-typescript';

/**
 * Runs a task module that opens PGlite databases of its own on `databases` initialised empty PGlite folders, passed
 * as its arguments and removed afterwards. An in-memory PGlite runs initdb as it opens, several seconds of CPU; a
 * copy of the initialised template opens in a fraction of that, and it is the same engine the server runs on.
 */
export async function runPgliteTask(file: string, databases = 1): Promise<Finished> {
  const folders = await Promise.all(Array.from({ length: databases }, () => newTestDataDir()));
  try {
    return await runTask(file, folders);
  } finally {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  }
}
