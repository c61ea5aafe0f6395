import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RealtimeEvent } from '@/contract/realtime/realtime-event.contract';
import { createServer } from '@/server/app';
import { runningEventHub } from '@/server/realtime/event-hub-registry';
import { machineDescription, writeMarkedSection } from './benchmarks-file';

// `node -r ./scripts/register.js scripts/bench/sse-bench.ts`: the event stream fan-out. One file, two roles:
// run plainly it is the load side and forks itself with --server as the server under test, so the 1,000
// streams' parsing does not share the server's event loop.

const streamCount = 1_000;
const rounds = 50;
const pauseBetweenRoundsMs = 100;
const targetMs = 200;

type ServerMessage = { port: number } | { error: string } | { published: number };
type LoadMessage = { publish: { round: number; userQueryId: string } };

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
  process.on('message', ({ publish }: LoadMessage) => {
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
}

/** The load role: opens the streams, then publishes one event per round and times its arrival everywhere. */
async function load(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-sse-data-'));
  const child = fork(__filename, ['--server', dataDir], {
    execArgv: ['-r', './scripts/register.js'],
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const port = await portOf(child);
    const baseUrl = `http://127.0.0.1:${port}`;
    const guest = await signIn(baseUrl);
    const figures = await measure(child, baseUrl, guest);
    report(figures);
    await writeSection(figures, new Date());
    console.log('Written to BENCHMARKS.md');
  } finally {
    child.disconnect();
    await new Promise((done) => child.once('exit', done));
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measure(child: ChildProcess, baseUrl: string, guest: Guest): Promise<Figures> {
  const arrivals = new Map<string, number[]>();
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streamUrl = `${baseUrl}/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(guest.token)}`;
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from(
      { length: streamCount },
      () =>
        new Promise<void>((opened, failed) => {
          const request = http.get(streamUrl, { agent }, (response) => {
            if (response.statusCode !== 200) failed(new Error(`A stream was answered ${response.statusCode}`));
            response.setEncoding('utf8');
            response.on('error', () => undefined);
            // A block may be split across chunks: only complete ones (ended by a blank line) are read.
            let unread = '';
            response.on('data', (chunk: string) => {
              unread += chunk;
              const end = unread.lastIndexOf('\n\n');
              if (end === -1) return;
              const complete = unread.slice(0, end);
              unread = unread.slice(end + 2);
              if (complete.includes(': open')) opened();
              for (const match of complete.matchAll(/"invoiceQueryId":"(bench-invoice-\d+)"/g)) {
                arrivals.get(match[1]!)?.push(performance.now());
              }
            });
          });
          request.on('error', failed);
          requests.push(request);
        }),
    ),
  );
  const figures: Figures = { allDelivered: [], eachDelivery: [], lost: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const times: number[] = [];
    arrivals.set(`bench-invoice-${round}`, times);
    const sent = performance.now();
    child.send({ publish: { round, userQueryId: guest.userQueryId } } satisfies LoadMessage);
    const deadline = sent + 5_000;
    while (times.length < streamCount && performance.now() < deadline) {
      await new Promise((done) => setTimeout(done, 1));
    }
    figures.lost += streamCount - times.length;
    figures.eachDelivery.push(...times.map((time) => time - sent));
    if (times.length === streamCount) figures.allDelivered.push(Math.max(...times) - sent);
    await new Promise((done) => setTimeout(done, pauseBetweenRoundsMs));
  }
  for (const request of requests) request.destroy();
  return figures;
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
    `${ms(percentile(values, 0.99))} | ${ms(Math.max(...values))} |`;
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
      `Time runs from the publish request to the event's arrival as parsed by the client process. ` +
      `Target: delivered on all streams within ${targetMs} ms. Lost deliveries: ${figures.lost}.`,
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

const [role, dataDir] = process.argv.slice(2);
const work = role === '--server' && dataDir !== undefined ? serve(dataDir) : load();
work.catch((error: unknown) => {
  if (process.send) process.send({ error: error instanceof Error ? error.message : String(error) });
  else console.error(error);
  process.exit(1);
});
