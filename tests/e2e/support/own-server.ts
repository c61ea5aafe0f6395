import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { newSeededTestDataDir } from '../../integration/server/pglite-template';
import { serverHost } from '../../integration/server/test-server-host';

const root = path.join(__dirname, '../../..');

/**
 * A reference server of one journey's own, beside the one Playwright's webServer owns, for journeys that need a host
 * configuration of their own or stop and start it. It serves the built storefront (dist) from its own data folder
 * on a free port, as the config starts the shared one (PORT, DATA_DIR, STATIC_DIR).
 */
export interface OwnServer {
  /** e.g. http://localhost:40123, the origin of both the storefront and its API. */
  readonly url: string;
  /**
   * Stops the server cleanly and starts it again on the same port and data folder with more of its environment,
   * e.g. STATIC_DIR: a deploy of another build.
   */
  restartWith(env: Readonly<Record<string, string>>): Promise<void>;
  /**
   * Stops the server cleanly and runs `read` on its data folder (the database is the server's alone while it runs).
   * The server stays stopped until `ensureRunning`: a journey that reads last would otherwise start a server only
   * for its afterAll to stop it.
   */
  readWhileStopped<T>(read: (dataDir: string) => Promise<T>): Promise<T>;
  /** Starts the server again on the same port and data folder if it is stopped; nothing if it runs. */
  ensureRunning(): Promise<void>;
  /** Stops the server if it runs and removes the data folder; safe to call more than once. */
  dispose(): Promise<void>;
}

/** An own server in a process of its own, which a journey can kill as a crash would. */
export interface OwnServerProcess extends Pick<OwnServer, 'url' | 'dispose'> {
  /** Kills the process at once (SIGKILL: no clean shutdown) and starts it again on the same port and data folder. */
  crashAndRestart(): Promise<void>;
}

/** A port the system has just handed out as free. */
async function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * An own server in the journey worker's server host (tests/integration/server/test-server-host.ts), started from
 * the environment as `npm run serve` starts one: the host has loaded the server's code once, so a start costs the
 * database's opening alone, where a process of its own cost 5 to 8 s of CPU to load it each time. Its data folder is
 * a copy of the seeded template the server's integration tests start from.
 */
export async function startOwnServer(
  timeoutMs: number,
  /** More of the server's environment, e.g. TRANSPORT_RIDER_DELAY_SECONDS for a journey's own pace. */
  env: Readonly<Record<string, string>> = {},
): Promise<OwnServer> {
  const dataDir = await newSeededTestDataDir();
  const port = await freePort();
  const host = await serverHost();
  let running = false;
  let ownEnv = env;

  const start = async () => {
    await withinMs(
      timeoutMs,
      host.serve({ ...servedEnvironment(port, dataDir), ...ownEnv }),
      `The own server did not start within ${timeoutMs} ms`,
    );
    running = true;
  };
  const stop = async () => {
    if (!running) return;
    running = false;
    await host.stop(port);
  };

  try {
    await start();
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    restartWith: async (more) => {
      await stop();
      ownEnv = { ...ownEnv, ...more };
      await start();
    },
    readWhileStopped: async (read) => {
      await stop();
      return read(dataDir);
    },
    ensureRunning: async () => {
      if (!running) await start();
    },
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What both kinds of own server are started with; RATE_LIMITS=off: the journeys sign in far faster than a person. */
function servedEnvironment(port: number, dataDir: string): Record<string, string> {
  return { PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist'), RATE_LIMITS: 'off' };
}

function withinMs<T>(ms: number, work: Promise<T>, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * An own server in a process of its own (`src/server/main.ts`), for the journey that kills it. Waits until it
 * answers the store list, at most `timeoutMs`. Its stderr is kept, so a start that fails says why.
 */
export async function startOwnServerProcess(
  timeoutMs: number,
  /** More of the server's environment, e.g. TRANSPORT_RIDER_DELAY_SECONDS for a journey's own pace. */
  env: Readonly<Record<string, string>> = {},
): Promise<OwnServerProcess> {
  const dataDir = await newSeededTestDataDir();
  const port = await freePort();
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  let stderr = '';

  const start = async () => {
    stderr = '';
    const started = spawn(process.execPath, ['-r', './scripts/register.js', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...servedEnvironment(port, dataDir), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = started;
    started.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`The own server exited with ${started.exitCode}: ${stderr}`);
      const ready = await fetch(`${url}/api/v1/companies`, { signal: AbortSignal.timeout(5_000) }).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`The own server did not answer within ${timeoutMs} ms: ${stderr}`);
      // Polling a process that is starting, not waiting for the page: a short pause between probes.
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const stop = async (signal: NodeJS.Signals) => {
    const running: ChildProcess | null = child;
    child = null;
    if (running === null) return;
    running.kill(signal);
    await exited(running);
  };

  // Should the test worker end without its afterAll (interrupted run), the server does not outlive it.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    await start();
  } catch (error) {
    process.off('exit', killOnExit);
    await stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    crashAndRestart: async () => {
      await stop('SIGKILL');
      await start();
    },
    dispose: async () => {
      process.off('exit', killOnExit);
      await stop('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
