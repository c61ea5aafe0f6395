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

/** Claims dataDir for this process; a lock left by a process that no longer runs is taken over. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, lockFileName);
  const content = await readIfPresent(lockFile);
  if (content !== undefined) {
    const owner = Number(content);
    if (isRunning(owner)) {
      throw new DataDirInUseError(
        `The database folder ${dataDir} is in use by another running server (process ${owner}).`,
      );
    }
    await rm(lockFile, { force: true });
  }
  // 'wx' fails if another process created the file since the read, so only one start wins.
  const handle = await open(lockFile, 'wx');
  await handle.writeFile(String(process.pid));
  await handle.close();
  return { release: () => rm(lockFile, { force: true }) };
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
