import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { createServer } from '@/server/app';
import { runningEventHub } from '@/server/realtime/event-hub-registry';
import { machineDescription, writeMarkedSection } from './benchmarks-file';
import { ProcessProfile } from './process-profile';
import { openRawEventStream } from './raw-event-stream';

// `node -r ./scripts/register.js scripts/bench/sse-bench.ts`: the event stream fan-out. One file, three roles: run
// plainly it is the coordinator, which forks itself with --server as the server under test and with --client as the
// processes that hold the streams, so parsing thousands of streams shares neither the server's event loop nor one
// client's (a single client's own turn through 10,000 sockets would be measured as the server's delay).

/** SSE_STREAMS: the streams the server holds (10,000 by default, the figure). */
const streamCount = positiveInteger('SSE_STREAMS', 10_000);
/** SSE_CLIENTS: the processes holding them. */
const clientCount = positiveInteger('SSE_CLIENTS', 2);
/** SSE_PROFILE: a folder for a CPU profile of each process over the measured rounds (server.cpuprofile, client-N…). */
const profileDir = process.env.SSE_PROFILE === undefined ? undefined : path.resolve(process.env.SSE_PROFILE);
const rounds = 50;
const pauseBetweenRoundsMs = 200;
const targetMs = 100;
const roundDeadlineMs = 5_000;

function positiveInteger(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** Milliseconds since the epoch, to a fraction: comparable between the bench's processes. */
const epochMs = () => performance.timeOrigin + performance.now();

type ServerMessage = { port: number } | { error: string } | { published: number } | MeasuredMessage;
type LoadMessage = { publish: { round: number; userQueryId: string } };
type ClientMessage = { opened: number } | { round: number; times: number[] } | { error: string } | MeasuredMessage;
type CoordinatorMessage = { flush: number };
/** Asks a process to start or stop measuring what it spends; it answers a MeasuredMessage. */
type MeasuringMessage = { measuring: 'start' | 'stop' };
type MeasuredMessage = { measured: 'started' } | { measured: 'stopped'; cpuMs: number };

/** Has the process answer MeasuringMessages for the profile. */
function answerMeasuring(profile: ProcessProfile): void {
  process.on('message', (message: MeasuringMessage) => {
    if (message.measuring === 'start')
      void profile.start().then(() => process.send?.({ measured: 'started' } satisfies MeasuredMessage));
    else if (message.measuring === 'stop')
      void profile.stop().then((cpuMs) => process.send?.({ measured: 'stopped', cpuMs } satisfies MeasuredMessage));
  });
}

const eventOf = (round: number): RealtimeEvent => ({
  type: 'SSE_ORDER_STATUS_CHANGED',
  status: 'order_confirmed',
  invoiceQueryId: `bench-invoice-${round}`,
  merchantQueryId: 'pizzeria-vallila',
});

/** The server role: as `npm start` runs it (PGlite, production mode), publishing when the load side asks. */
async function serve(dataDir: string): Promise<void> {
  // The load comes from one address: the per-client limits would measure themselves.
  const server = await createServer({ rateLimits: false, dataDir, logger: false, nodeEnv: 'production' });
  const hub = runningEventHub(server.app);
  answerMeasuring(new ProcessProfile('server', profileDir));
  process.on('message', ({ publish }: Partial<LoadMessage>) => {
    if (publish === undefined) return;
    void hub
      .publish(publish.userQueryId, eventOf(publish.round))
      .then(() => process.send?.({ published: publish.round }));
  });
  process.once('disconnect', () => void server.close().finally(() => process.exit(0)));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (server.app.server.address() as AddressInfo).port });
}

interface Figures {
  /** Per round: from the publish request to the event's arrival on the last of the streams. */
  allDelivered: number[];
  /** Every single delivery, all rounds together. */
  eachDelivery: number[];
  lost: number;
  /** CPU milliseconds per event (all rounds' time, pauses included, over the rounds) of the server and the clients. */
  serverCpuMsPerEvent: number;
  clientsCpuMsPerEvent: number;
  /** The machine's one-minute load average as the rounds began: other work on the cores moves every figure. */
  loadAverage: number;
}

/** The coordinator: starts the server and the clients, then publishes one event per round and gathers its arrivals. */
async function load(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-sse-data-'));
  const server = forkRole(['--server', dataDir], { DATABASE_URL: '' });
  const clients: ChildProcess[] = [];
  try {
    const port = await portOf(server);
    const baseUrl = `http://127.0.0.1:${port}`;
    const guest = await signIn(baseUrl);
    for (let index = 0; index < clientCount; index += 1) {
      const share = Math.floor(streamCount / clientCount) + (index < streamCount % clientCount ? 1 : 0);
      clients.push(forkRole(['--client', baseUrl, guest.token, String(share), `client-${index + 1}`], {}));
    }
    await Promise.all(clients.map((client) => nextMessage(client, (message) => 'opened' in message)));
    const everyone = [server, ...clients];
    await Promise.all(everyone.map((child) => measuring(child, 'start')));
    const figures = await measure(server, clients, guest);
    const [serverCpuMs = 0, ...clientsCpuMs] = await Promise.all(everyone.map((child) => measuring(child, 'stop')));
    figures.serverCpuMsPerEvent = serverCpuMs / rounds;
    figures.clientsCpuMsPerEvent = clientsCpuMs.reduce((sum, cpuMs) => sum + cpuMs, 0) / rounds;
    report(figures);
    await writeSection(figures, new Date());
    console.log('Written to BENCHMARKS.md');
  } finally {
    for (const child of [...clients, server]) {
      if (child.connected) child.disconnect();
      if (child.exitCode === null) await new Promise((done) => child.once('exit', done));
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

function forkRole(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return fork(__filename, args, {
    execArgv: ['-r', './scripts/register.js'],
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

/** Starts or stops a process's measuring; answers the CPU milliseconds it spent when stopped. */
async function measuring(child: ChildProcess, step: MeasuringMessage['measuring']): Promise<number> {
  const answer = nextMessage<MeasuredMessage>(child, (message) => 'measured' in message);
  child.send({ measuring: step } satisfies MeasuringMessage);
  const measured = await answer;
  return 'cpuMs' in measured ? measured.cpuMs : 0;
}

function nextMessage<T extends ClientMessage | ServerMessage>(
  child: ChildProcess,
  wanted: (message: ClientMessage | ServerMessage) => boolean,
) {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`A bench process exited with code ${code}`));
    const onMessage = (message: ClientMessage | ServerMessage) => {
      if (!('error' in message) && !wanted(message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if ('error' in message) reject(new Error(message.error));
      else resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function measure(server: ChildProcess, clients: readonly ChildProcess[], guest: Guest): Promise<Figures> {
  const figures: Figures = {
    allDelivered: [],
    eachDelivery: [],
    lost: 0,
    serverCpuMsPerEvent: 0,
    clientsCpuMsPerEvent: 0,
    loadAverage: os.loadavg()[0] ?? Number.NaN,
  };
  for (let round = 0; round < rounds; round += 1) {
    const answers = clients.map((client) =>
      nextMessage<{ round: number; times: number[] }>(
        client,
        (message) => 'round' in message && message.round === round,
      ),
    );
    const sent = epochMs();
    server.send({ publish: { round, userQueryId: guest.userQueryId } } satisfies LoadMessage);
    // A client answers once each of its streams has the event; past the deadline it is asked for what it has.
    const deadline = setTimeout(() => {
      for (const client of clients) client.send({ flush: round } satisfies CoordinatorMessage);
    }, roundDeadlineMs);
    const times = (await Promise.all(answers)).flatMap((answer) => answer.times);
    clearTimeout(deadline);
    figures.lost += streamCount - times.length;
    figures.eachDelivery.push(...times.map((time) => time - sent));
    if (times.length === streamCount)
      figures.allDelivered.push(times.reduce((most, time) => Math.max(most, time), -Infinity) - sent);
    await new Promise((done) => setTimeout(done, pauseBetweenRoundsMs));
  }
  return figures;
}

/** A client: holds its share of the streams and answers each round's arrival times. */
async function holdStreams(baseUrl: string, token: string, count: number, name: string): Promise<void> {
  answerMeasuring(new ProcessProfile(name, profileDir));
  const arrivals = new Map<number, number[]>();
  const answered = new Set<number>();
  const answer = (round: number) => {
    if (answered.has(round)) return;
    answered.add(round);
    process.send?.({ round, times: arrivals.get(round) ?? [] } satisfies ClientMessage);
    arrivals.delete(round);
  };
  const streamUrl = new URL(`${baseUrl}/api/v1/user/sse`);
  streamUrl.searchParams.set('x-p3-mwallet-session-token', token);
  const streams: { close(): void }[] = [];
  const arrived = (round: number, now: number) => {
    if (answered.has(round)) return;
    const times = arrivals.get(round) ?? [];
    times.push(now);
    arrivals.set(round, times);
    if (times.length === count) answer(round);
  };
  // Opened a few hundred at a time: ten thousand connects at once overflow the listen backlog.
  for (let from = 0; from < count; from += 500) {
    await Promise.all(
      Array.from(
        { length: Math.min(500, count - from) },
        () =>
          new Promise<void>((opened, failed) => {
            streams.push(openRawEventStream(streamUrl, { opened, failed, arrived }, epochMs));
          }),
      ),
    );
  }
  process.on('message', ({ flush }: Partial<CoordinatorMessage>) => {
    if (flush !== undefined) answer(flush);
  });
  process.once('disconnect', () => {
    for (const stream of streams) stream.close();
    process.exit(0);
  });
  process.send?.({ opened: count } satisfies ClientMessage);
}

interface Guest {
  token: string;
  userQueryId: string;
}

async function signIn(baseUrl: string): Promise<Guest> {
  const response = await fetch(`${baseUrl}/api/v2/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_uuid: 'sse-bench' }),
  });
  const { user } = (await response.json()) as { user: { session_ktb_token: string; query_id: string } };
  return { token: user.session_ktb_token, userQueryId: user.query_id };
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(1);

function rows(figures: Figures): string[] {
  const line = (name: string, values: readonly number[]) =>
    `| ${name} | ${values.length.toLocaleString('en')} | ${ms(percentile(values, 0.5))} | ` +
    `${ms(percentile(values, 0.99))} | ${ms(values.reduce((most, value) => Math.max(most, value), -Infinity))} |`;
  return [
    '| Measured | Samples | p50 (ms) | p99 (ms) | max (ms) |',
    '|---|---|---|---|---|',
    line(`Publish → delivered on all ${streamCount.toLocaleString('en')} streams`, figures.allDelivered),
    line('Publish → delivered on one stream', figures.eachDelivery),
  ];
}

function report(figures: Figures): void {
  console.log(rows(figures).join('\n'));
  console.log(`Lost deliveries: ${figures.lost}`);
  console.log(
    `Load average ${figures.loadAverage.toFixed(2)}; CPU per event: server ${ms(figures.serverCpuMsPerEvent)} ms, clients ${ms(figures.clientsCpuMsPerEvent)} ms` +
      (profileDir === undefined ? '' : ` (profiles in ${profileDir})`),
  );
  if (figures.lost > 0) process.exitCode = 1;
}

async function writeSection(figures: Figures, when: Date): Promise<void> {
  const section = [
    '## Event stream fan-out (`scripts/bench/sse-bench.ts`)',
    '',
    `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machineDescription()}`,
    '',
    `${streamCount.toLocaleString('en')} event streams of one user open on the server (its own process, embedded ` +
      `PGlite, production mode) over loopback; ${rounds} events published one at a time through the event hub ` +
      `(NOTIFY in the database, LISTEN back, then written to every stream), ${pauseBetweenRoundsMs} ms apart. ` +
      `The streams are held by ${clientCount} client processes of their own. Time runs from the publish request to ` +
      `the event's arrival as read by the client process that holds the stream (clocks of one machine); the ` +
      `clients read bare sockets, without an HTTP parser, so their share of the cores stays small. ` +
      `Target: each delivery's p99 within ${targetMs} ms. Lost deliveries: ${figures.lost}. CPU time per event ` +
      `(user and system, over the rounds and their pauses): the server ${ms(figures.serverCpuMsPerEvent)} ms, ` +
      `the clients together ${ms(figures.clientsCpuMsPerEvent)} ms; load average before the run ` +
      `${figures.loadAverage.toFixed(2)}.`,
    '',
    ...rows(figures),
  ].join('\n');
  await writeMarkedSection('sse', section);
}

function portOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    child.on('message', (message: ServerMessage) => {
      if ('port' in message) resolve(message.port);
      else if ('error' in message) reject(new Error(message.error));
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening`)));
  });
}

const [role, ...roleArgs] = process.argv.slice(2);
const work =
  role === '--server' && roleArgs[0] !== undefined
    ? serve(roleArgs[0])
    : role === '--client' && roleArgs.length === 4
      ? holdStreams(roleArgs[0]!, roleArgs[1]!, Number(roleArgs[2]), roleArgs[3]!)
      : load();
work.catch((error: unknown) => {
  if (process.send) process.send({ error: error instanceof Error ? error.message : String(error) });
  else console.error(error);
  process.exit(1);
});
