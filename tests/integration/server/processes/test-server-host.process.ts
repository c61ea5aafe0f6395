import { rm } from 'node:fs/promises';
import { createServer as createControlServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type StorefrontServer } from '@/server/app';
import { runningEventHub } from '@/server/realtime/event-hub-registry';
import { serverSettingsFrom } from '@/server/server-settings';
import { isRunning } from '../process-alive';
import type {
  HostAnswer,
  HostRequest,
  HostTask,
  HubQuestion,
  TestServerProcessOptions,
} from '../test-server-host-protocol';

/**
 * Reference servers for one jest worker, in one process. Loading the server's modules took about 2.4 s of CPU,
 * more than half of starting a server, and a worker starts one or two per suite. Each server still has its own
 * database, data folder and port; only the loaded code is shared. The worker's pid is the one argument: the host
 * leaves, closing its servers, when that process is gone or when it is told to retire and holds no server.
 */
const workerPid = Number(process.argv[2]);
/** Each server by its port, with the data folder to remove should the worker go without stopping it. */
const servers = new Map<number, { server: StorefrontServer; orphanedDataDir: string | undefined }>();
let retiring = false;
/** Requests being answered: a host told to retire while another request of the same suite is under way waits for it. */
let inFlight = 0;

/**
 * A test server's database holds the seeded rows and a test's few more: 16 MB of shared buffers hold them, and
 * PGlite's start, which every test server pays, took 0.28 s of CPU with 16 MB against 0.43 s with the product's 32.
 */
const testServersSharedBuffersMb = 16;

// An hour's window: a test of a limit sends its requests in one window however busy the machine is.
process.env.TEST_RATE_LIMIT_WINDOW_MS ??= String(60 * 60 * 1000);

/**
 * The server reads its environment as it is created, so starts and tasks take turns while it is set for one of
 * them.
 */
let starting: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = starting.then(work);
  starting = done.catch(() => undefined);
  return done;
}

function start(options: TestServerProcessOptions): Promise<number> {
  return inTurn(() => startNow(options));
}

/**
 * A test's server-side work (writing rows into a stopped server's folder, reading what it kept, PGlite itself,
 * which jest cannot load) in this process, whose server code is loaded already: as a process of its own, each
 * cost about 2 s of loading.
 */
function runTask(file: string, args: readonly string[], env: Record<string, string>): Promise<string> {
  return inTurn(() =>
    withEnvironment(env, async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a task file named at run time
      const task = (require(path.resolve(__dirname, '../../../..', file)) as { default: HostTask }).default;
      return task(args);
    }),
  );
}

async function startNow(options: TestServerProcessOptions): Promise<number> {
  const { removeDataDirIfOrphaned: _orphanRule, clockFile, env = {}, ...serverOptions } = options;
  const server = await withEnvironment({ ...env, TEST_CLOCK_FILE: clockFile }, () =>
    createServer({
      pgliteSharedBuffersMb: testServersSharedBuffersMb,
      ...serverOptions,
      rateLimits: serverOptions.rateLimits ?? false,
      logger: false,
    }),
  );
  return listenAndKeep(
    server,
    { port: 0, host: '127.0.0.1' },
    options.removeDataDirIfOrphaned ? options.dataDir : undefined,
  );
}

/**
 * A server started as `npm run serve` starts one from its environment (the same settings, checks and options, on the
 * port they name), without that process's logger and signals: a journey's own server. Its data folder is the
 * journey's, left in place when it stops.
 */
function serve(env: Record<string, string>): Promise<number> {
  return inTurn(async () => {
    const { server, listenOn } = await withEnvironment(env, async () => {
      const { config, storefrontConfigFile } = serverSettingsFrom(process.env);
      const created = await createServer({
        ...config,
        ...(storefrontConfigFile === undefined ? {} : { storefrontConfigFile }),
        logger: false,
      });
      return { server: created, listenOn: { port: config.port, host: config.host } };
    });
    return listenAndKeep(server, listenOn, undefined);
  });
}

/** Runs `work` with these settings in the environment: the server reads them as it is created. */
async function withEnvironment<T>(settings: Record<string, string | undefined>, work: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  setEnvironment(settings);
  try {
    return await work();
  } finally {
    // The next server of this host gets only its own.
    setEnvironment(before);
  }
}

async function listenAndKeep(
  server: StorefrontServer,
  listenOn: { readonly port: number; readonly host: string },
  orphanedDataDir: string | undefined,
): Promise<number> {
  try {
    await server.app.listen(listenOn);
  } catch (error) {
    await server.close();
    throw error;
  }
  const port = (server.app.server.address() as AddressInfo).port;
  servers.set(port, { server, orphanedDataDir });
  return port;
}

function setEnvironment(settings: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

async function stop(port: number): Promise<void> {
  const held = servers.get(port);
  servers.delete(port);
  await held?.server.close();
}

async function askHub(port: number, question: HubQuestion): Promise<number> {
  const held = servers.get(port);
  if (!held) throw new Error(`No test server on port ${port}`);
  const hub = runningEventHub(held.server.app);
  if ('publish' in question) {
    await hub.publish(question.publish.userQueryId, question.publish.event);
    return 0;
  }
  if ('pruneBefore' in question) return hub.pruneEventsBefore(new Date(question.pruneBefore));
  return hub.listenerCount(question.listenerCount.userQueryId);
}

async function leave(): Promise<never> {
  const left = [...servers.values()];
  servers.clear();
  await Promise.allSettled(
    left.map(async ({ server, orphanedDataDir }) => {
      await server.close();
      if (orphanedDataDir !== undefined) await rm(orphanedDataDir, { recursive: true, force: true });
    }),
  );
  process.exit(0);
}

async function handle(request: HostRequest): Promise<HostAnswer> {
  switch (request.kind) {
    case 'start':
      return { port: await start(request.options) };
    case 'serve':
      return { port: await serve(request.env) };
    case 'stop':
      await stop(request.port);
      return { stopped: true };
    case 'run':
      return { output: await runTask(request.file, request.args, request.env) };
    case 'hub':
      return { count: await askHub(request.port, request.question) };
    case 'retire':
      retiring = true;
      return { stopped: true };
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, answer: HostAnswer): void {
  response.writeHead('error' in answer ? 500 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer));
}

const control = createControlServer((request, response) => {
  inFlight += 1;
  readBody(request)
    .then((body) => handle(JSON.parse(body) as HostRequest))
    .then((answer) => send(response, answer))
    .catch((error: unknown) => send(response, { error: error instanceof Error ? error.message : String(error) }))
    .finally(() => {
      inFlight -= 1;
      if (retiring && servers.size === 0 && inFlight === 0) void leave();
    });
});

setInterval(() => {
  if (!isRunning(workerPid)) void leave();
}, 500).unref();

control.listen(0, '127.0.0.1', () => {
  // The first line on stdout is the control port, which the worker waits for.
  process.stdout.write(`${(control.address() as AddressInfo).port}\n`);
});
