import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

/** PGlite has no lock of its own: two servers writing one folder would corrupt it. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

const lockFileName = 'storefront-server.lock';

/** Folders this process holds; its own pid in a lock file may also be a leftover of an earlier container run. */
const heldHere = new Set<string>();

/** Claims dataDir for this process; a lock left by a process that no longer runs is taken over. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, lockFileName);
  const content = await readIfPresent(lockFile);
  const owner = Number(content);
  if (heldHere.has(lockFile) || (owner !== process.pid && isRunning(owner))) {
    throw new DataDirInUseError(
      `The database folder ${dataDir} is in use by a running server (process ${content}). ` +
        `If no server is running, delete ${lockFile} and start again.`,
    );
  }
  if (content !== undefined) await rm(lockFile, { force: true });
  // 'wx' fails if another process created the file since the read, so only one start wins.
  const handle = await open(lockFile, 'wx');
  await handle.writeFile(String(process.pid));
  await handle.close();
  heldHere.add(lockFile);
  return {
    release: async () => {
      heldHere.delete(lockFile);
      await rm(lockFile, { force: true });
    },
  };
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
