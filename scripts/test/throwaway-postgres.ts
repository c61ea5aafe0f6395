import { execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A PostgreSQL cluster of its own for one `npm test` run: initdb'd in a temporary folder, listening on a free
 * port of 127.0.0.1 and on a socket in that folder (never colliding with a system server), trust login for
 * `postgres`, no durability (fsync off: it is thrown away). Run by Debian's `postgresql` binaries.
 */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: the admin URL the tests make their databases with. */
  readonly adminUrl: string;
  /** The postmaster's process id, whose children are the cluster's backends (the bench counts their CPU). */
  readonly pid: number | undefined;
  /** Stops the server and deletes its folder; safe to call more than once. */
  stop(): Promise<void>;
}

/** How long the server may take to accept connections: a bound on a hung start, not a speed check. */
const startTimeoutMs = 60_000;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const hasServerBinaries = (dir: string) =>
  isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'postgres'));

/** The folder holding initdb and postgres: from PATH, else Debian's newest /usr/lib/postgresql/N/bin; null if none. */
export function findPostgresBinaries(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir !== '' && hasServerBinaries(dir)) return dir;
  }
  const debian = '/usr/lib/postgresql';
  let versions: string[];
  try {
    versions = readdirSync(debian);
  } catch {
    return null;
  }
  const newestFirst = versions.filter((name) => /^\d+(\.\d+)?$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const dir = path.join(debian, version, 'bin');
    if (hasServerBinaries(dir)) return dir;
  }
  return null;
}

/** initdb and postgres refuse to run as root: as root, the cluster runs as `postgres` (Debian's) or `nobody`. */
function unprivilegedUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { uid, gid };
    } catch {
      // Try the next one.
    }
  }
  throw new Error('Running as root, but there is no postgres or nobody user to run PostgreSQL as');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a binary as the cluster's user; answers its output, or throws with it. */
function runAs(user: { uid: number; gid: number } | null, command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...(user ?? {}), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    );
  });
}

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface ThrowawayOptions {
  /**
   * Keep PostgreSQL's stock durability (fsync, synchronous commit, full-page writes), as a benchmark must to measure
   * what a host would run; tests turn it off, their data being thrown away.
   */
  readonly durable?: boolean;
}

/** Starts a throwaway cluster with the binaries in binDir (see findPostgresBinaries). */
export async function startThrowawayPostgres(
  binDir: string,
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const user = unprivilegedUser();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  const dataDir = path.join(folder, 'data');
  const socketDir = path.join(folder, 'socket');
  mkdirSync(dataDir, { mode: 0o700 });
  mkdirSync(socketDir, { mode: 0o700 });
  if (user) for (const dir of [folder, dataDir, socketDir]) chownSync(dir, user.uid, user.gid);
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });

  try {
    // UTF-8 with code-point order, as PGlite has them; C.UTF-8 rather than C, whose ILIKE and lower() leave
    // letters such as Ö alone (a search for KEITTIÖ found nothing).
    await runAs(user, path.join(binDir, 'initdb'), [
      ...['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
      ...['--no-sync', '--no-instructions'],
    ]);
  } catch (error) {
    removeFolder();
    throw error;
  }

  const port = await freePort();
  const server = spawn(
    path.join(binDir, 'postgres'),
    [
      ...['-D', dataDir, '-p', String(port), '-k', socketDir, '-c', 'listen_addresses=127.0.0.1'],
      // Thrown away afterwards: no need to survive a crash. Many test servers with a pool each share it.
      ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      ...['-c', 'max_connections=300'],
    ],
    // Not detached: a Ctrl-C in the terminal reaches it too, and it shuts down fast on SIGINT.
    { ...(user ?? {}), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8_000)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (running) {
        server.kill('SIGINT');
        const late = setTimeout(() => server.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(late);
      }
      removeFolder();
    })());

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + startTimeoutMs;
  while (!(await acceptsConnections(adminUrl))) {
    if (!running || Date.now() > deadline) {
      await stop();
      const why = running ? `did not accept connections within ${startTimeoutMs / 1000} s` : 'exited';
      throw new Error(`The throwaway PostgreSQL ${why}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { adminUrl, pid: server.pid, stop };
}
