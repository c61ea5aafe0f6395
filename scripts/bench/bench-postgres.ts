import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's packages put the PostgreSQL 15 binaries; BENCH_PG_BIN names another folder. */
const binDir = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface BenchPostgres {
  /** A connection string for the bench's database. */
  readonly url: string;
  /** Stops the server and removes its files; nothing when the database was given. */
  stop(): Promise<void>;
}

/**
 * The PostgreSQL the bench runs on: BENCH_DATABASE_URL when set (used as it is, never cleaned), otherwise a
 * throwaway server of its own on a free loopback port, initialised in a temporary folder with trust
 * authentication and removed on stop. initdb refuses root, so as root the server runs as the `postgres` user.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given !== undefined && given !== '') return { url: given, stop: async () => {} };

  const root = await mkdtemp(path.join(os.tmpdir(), 'bench-postgres-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const pg = (binary: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, binary), ...args])
      : run(path.join(binDir, binary), args);
  if (asRoot) {
    const { uid, gid } = await userIds('postgres');
    await chown(root, uid, gid);
  }
  await chmod(root, 0o700);
  const port = await freePort();
  const stop = async () => {
    await pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  try {
    await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    // Stock settings otherwise: what a default installation gives, with its sockets in the temporary folder.
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root}`;
    await pg('pg_ctl', ['start', '-D', dataDir, '-l', path.join(root, 'server.log'), '-w', '-o', options]);
    return { url: `postgresql://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function userIds(name: string): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
