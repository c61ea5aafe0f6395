import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface BenchServer {
  baseUrl: string;
  /** CPU time the server process has used so far, in ms (Linux), or null where it cannot be read. */
  cpuMs(): Promise<number | null>;
  stop(): Promise<void>;
}

type ServerMessage = { port: number } | { error: string };

export interface BenchDatabase {
  /** The PGlite data folder the server opens, kept after stop; a fresh one of its own, removed on stop, without it. */
  readonly dataDir?: string;
  /** A PostgreSQL server to use instead of PGlite. */
  readonly databaseUrl?: string;
}

/** The reference server in a child process, on a fresh PGlite data folder of its own unless told otherwise. */
export async function startBenchServer(database: BenchDatabase = {}): Promise<BenchServer> {
  const ownDataDir = database.dataDir === undefined ? await mkdtemp(path.join(os.tmpdir(), 'bench-api-data-')) : null;
  const dataDir = database.dataDir ?? ownDataDir!;
  // The request log goes nowhere: writing it is part of the cost measured, reading it is not.
  const child = spawn(
    process.execPath,
    [...profiling(), '-r', './scripts/register.js', 'scripts/bench/bench-server.process.ts', dataDir],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: database.databaseUrl ?? '' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  const stop = async () => {
    await stopProcess(child);
    if (ownDataDir !== null) await rm(ownDataDir, { recursive: true, force: true });
  };
  try {
    const port = await portOf(child);
    return { baseUrl: `http://127.0.0.1:${port}`, cpuMs: () => cpuMsOf(child.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** BENCH_CPU_PROF=<folder> writes a CPU profile of each server run there, for Chrome's DevTools. */
function profiling(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(folder)}`] : [];
}

/**
 * User and system time of a process and of its living children (a PostgreSQL postmaster's backends), in ms, from
 * /proc; null where it cannot be read.
 */
export async function cpuMsOfTree(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  let children: number[] = [];
  try {
    const listed = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    children = listed.split(' ').filter(Boolean).map(Number);
  } catch {
    return null;
  }
  const own = await cpuMsOf(pid);
  if (own === null) return null;
  // A child that ended meanwhile is left out: the pool keeps its connections, and so their backends, while busy.
  const theirs = await Promise.all(children.map((child) => cpuMsOf(child)));
  return theirs.reduce<number>((sum, ms) => sum + (ms ?? 0), own);
}

/** User and system time of a process from /proc, in ms: what the server costs whatever else runs beside it. */
async function cpuMsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSecond : null;
  } catch {
    return null;
  }
}

/** USER_HZ, which Linux fixes at 100 on every common architecture. */
const clockTicksPerSecond = 100;

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.once('message', (message: ServerMessage) =>
      'port' in message ? resolve(message.port) : reject(new Error(message.error)),
    );
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
