import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { sessionResponseSchema } from '@/contract/accounts/user.contract';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { newSeededTestDataDir } from '../pglite-template';
import { ramTempDir } from '../ram-temp-dir';
import { spawnTypeScript } from '../run-typescript';
import { serverHost } from '../test-server-host';
import type {
  RealtimeAnswer,
  RealtimeQuestion,
  RealtimeServerProcessOptions,
} from './processes/realtime-server.process';

export interface RealtimeTestServer {
  baseUrl: string;
  /** Publishes through the server's event hub, as the orders module does. */
  publish(userQueryId: string, event: RealtimeEvent): Promise<void>;
  /** Listeners the hub holds, for one user or for all. */
  listenerCount(userQueryId?: string): Promise<number>;
  /** Has the hub forget the events kept before the instant, as its pruning does; answers how many. */
  pruneEventsBefore(instant: Date): Promise<number>;
  /** Signs a new guest in; answers its session token and user query id. */
  signInGuest(deviceUuid: string): Promise<{ token: string; userQueryId: string }>;
  stop(): Promise<void>;
}

export interface RealtimeServerOptions {
  /** SSE_HEARTBEAT_MS of the server; short, so a test sees a heartbeat. */
  heartbeatMs?: number;
  databaseUrl?: string;
  /** A PGlite folder of the test's own, kept on stop so a second server can start on it; else a fresh one, removed. */
  dataDir?: string;
  /**
   * A process of its own, as a host running several instances has, instead of the jest worker's server host (where
   * servers share only their loaded code). Each such start loads the server's code again, about 2 s of CPU.
   */
  ownProcess?: boolean;
}

/** The reference server on a fresh seeded PGlite folder (or databaseUrl), with the test's access to its hub. */
export function startRealtimeServer(options: RealtimeServerOptions = {}): Promise<RealtimeTestServer> {
  return options.ownProcess ? startInOwnProcess(options) : startInHost(options);
}

async function folderFor(options: RealtimeServerOptions): Promise<string> {
  if (options.dataDir !== undefined) return options.dataDir;
  // On PostgreSQL the folder only holds what the server keeps beside its database; an empty one will do.
  if (options.databaseUrl !== undefined) return mkdtemp(path.join(ramTempDir(), 'storefront-test-'));
  return newSeededTestDataDir();
}

async function startInHost(options: RealtimeServerOptions): Promise<RealtimeTestServer> {
  const dataDir = await folderFor(options);
  const ownsDataDir = options.dataDir === undefined;
  const removeOwnDataDir = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  // The host the server starts in answers for its hub, even once a later start has moved on to a new host.
  const host = await serverHost();
  let port: number;
  try {
    port = await host.start({
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      removeDataDirIfOrphaned: ownsDataDir,
      ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
      env: { SSE_HEARTBEAT_MS: String(options.heartbeatMs ?? 15_000) },
    });
  } catch (error) {
    await removeOwnDataDir();
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  // Once: a test that restarts a server stops it itself and again in its afterEach, and by then the host may have
  // retired and left (a CI run's second stop met its closed control port).
  let stopped: Promise<void> | undefined;
  return {
    baseUrl,
    publish: async (userQueryId, event) => {
      await host.hub(port, { publish: { userQueryId, event } });
    },
    listenerCount: (userQueryId) => host.hub(port, { listenerCount: userQueryId === undefined ? {} : { userQueryId } }),
    pruneEventsBefore: (instant) => host.hub(port, { pruneBefore: instant.toISOString() }),
    signInGuest: (deviceUuid) => signInGuest(baseUrl, deviceUuid),
    stop: () =>
      (stopped ??= (async () => {
        await host.stop(port);
        await removeOwnDataDir();
      })()),
  };
}

async function startInOwnProcess(options: RealtimeServerOptions): Promise<RealtimeTestServer> {
  const dataDir = await folderFor(options);
  const processOptions: RealtimeServerProcessOptions = {
    dataDir,
    ...(options.databaseUrl === undefined ? {} : { databaseUrl: options.databaseUrl }),
  };
  const child = spawnTypeScript(
    'tests/integration/server/realtime/processes/realtime-server.process.ts',
    [JSON.stringify(processOptions)],
    {
      env: { SSE_HEARTBEAT_MS: String(options.heartbeatMs ?? 15_000) },
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    },
  );
  child.unref();
  child.channel?.unref();
  const cleanUp = async () => {
    await stopProcess(child);
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  let port: number;
  try {
    port = await portOf(child);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  let asks = 0;
  const ask = (question: Omit<RealtimeQuestion, 'ask'>) =>
    new Promise<RealtimeAnswer>((resolve, reject) => {
      const number = ++asks;
      const onAnswer = (answer: RealtimeAnswer) => {
        if (answer.ask !== number) return;
        child.off('message', onAnswer);
        if (answer.error === undefined) resolve(answer);
        else reject(new Error(answer.error));
      };
      child.on('message', onAnswer);
      child.send({ ...question, ask: number });
    });

  return {
    baseUrl,
    publish: async (userQueryId, event) => {
      await ask({ publish: { userQueryId, event } });
    },
    listenerCount: async (userQueryId) => {
      const answer = await ask({ listenerCount: userQueryId === undefined ? {} : { userQueryId } });
      return answer.count ?? -1;
    },
    pruneEventsBefore: async (instant) => {
      const answer = await ask({ pruneBefore: instant.toISOString() });
      return answer.count ?? -1;
    },
    signInGuest: (deviceUuid) => signInGuest(baseUrl, deviceUuid),
    stop: cleanUp,
  };
}

async function signInGuest(baseUrl: string, deviceUuid: string): Promise<{ token: string; userQueryId: string }> {
  const response = await fetch(`${baseUrl}/api/v2/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_uuid: deviceUuid }),
  });
  const { user } = sessionResponseSchema.parse(await response.json());
  return { token: user.session_ktb_token, userQueryId: user.query_id };
}

type StartMessage = { port: number } | { error: string };

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    (child.stderr as Socket | null)?.unref();
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('message', (message: StartMessage) =>
      'port' in message ? resolve(message.port) : reject(new Error(message.error)),
    );
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening.\n${stderr}`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
