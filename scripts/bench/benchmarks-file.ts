import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';
import os from 'node:os';
import path from 'node:path';
import type { ArenaMeasurement } from './arena-halftime';
import type { Measurement } from './measure';

const benchmarksFile = path.resolve(__dirname, '../../BENCHMARKS.md');

const header = `# Benchmarks

Figures are rewritten by their scripts; the notes outside the marked sections are written by hand.
`;

/** The machine in one line: the figures mean little without it. */
export function machineDescription(): string {
  const cpus = os.cpus();
  const memoryGb = (os.totalmem() / 1024 ** 3).toFixed(1);
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memoryGb} GB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function section(measurements: readonly Measurement[], when: Date): string {
  const rows = measurements.map(
    ({ scenario, requestsPerSecond, p50, p99, p99Uncorrected, failures }) =>
      `| ${scenario.name} | ${scenario.rate === undefined ? 'max' : scenario.rate.toLocaleString('en')} | ` +
      `${requestsPerSecond.toLocaleString('en')} | ${p50} | ${p99} | ${p99Uncorrected ?? '–'} | ${failures} |`,
  );
  return [
    '## API (`npm run bench:api`)',
    '',
    `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machineDescription()}`,
    '',
    'Server and autocannon (10 connections) on one machine over loopback; the server in its own process as ' +
      '`npm start` runs it (embedded PGlite, request log on). 3 s warm-up, then 10 s measured. At a fixed rate ' +
      "autocannon corrects latency for coordinated omission; it also sends each connection's share of a second " +
      'in a burst, which the correction counts as delay, so a second 10 s run without the correction gives ' +
      'the latency answers really had. Invoice creation: POST /api/v1/invoices with a guest session, 4 lines of ' +
      'one store (3 products, one on promotion, two VAT rates), priced and stored by the server, a new invoice ' +
      'each time. Target: product listing p99 under 25 ms at 1,000 requests/s.',
    '',
    '| Scenario | Rate asked (req/s) | Requests/s | p50 (ms) | p99 (ms) | p99 uncorrected (ms) | Failures |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'The event stream fan-out has its own section below (`npm run bench:sse`).',
  ].join('\n');
}

/**
 * Replaces the section between `<!-- bench:<name>:start -->` and its end marker, keeping everything else
 * in BENCHMARKS.md as it is; appends the section when the file has none yet. The file is written as Prettier
 * lays it out (as `npm test` checks it), so a bench's output can be committed as it is.
 */
export async function writeMarkedSection(name: string, body: string): Promise<string> {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = await readFile(benchmarksFile, 'utf8').catch(() => header);
  const fresh = `${start}\n\n${body}\n${end}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? `${current.slice(0, from)}${fresh}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${fresh}\n`;
  const options = (await prettier.resolveConfig(benchmarksFile)) ?? {};
  await writeFile(benchmarksFile, await prettier.format(next, { ...options, filepath: benchmarksFile }));
  return benchmarksFile;
}

/** Writes the API section of BENCHMARKS.md. */
export function writeApiSection(measurements: readonly Measurement[], when: Date): Promise<string> {
  return writeMarkedSection('api', section(measurements, when));
}

/** The load averages (1, 5, 15 min) as `uptime` shows them: other work on the machine depresses the figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

/** Writes the arena halftime section of BENCHMARKS.md. */
export function writeArenaSection(
  measurements: readonly ArenaMeasurement[],
  when: Date,
  loadBefore: string,
): Promise<string> {
  const rows = measurements.map(
    (run) =>
      `| ${run.database} | ${run.settings.customers} | ${run.orders.toLocaleString('en')} | ` +
      `${run.ordersPerSecond.toLocaleString('en')} | ${run.p50} | ${run.p99} | ${run.max} | ${run.errors} | ` +
      `${run.serverCpuMsPerOrder ?? '–'} | ${run.databaseCpuMsPerOrder ?? '–'} | ${run.clientCpuMsPerOrder ?? '–'} | ` +
      `${run.crossInstance === null ? '–' : `${run.crossInstance.p50} / ${run.crossInstance.p99}`} | ` +
      `${run.check.ok ? 'exact' : 'MISMATCH'} |`,
  );
  const checks = measurements.flatMap((run) => [
    `- ${run.database}${run.errorKinds.length > 0 ? ` (errors: ${run.errorKinds.join(', ')})` : ''}:`,
    ...run.check.findings.map((finding) => `  - ${finding}`),
  ]);
  const seconds = measurements[0]?.settings.seconds ?? 0;
  const warmUp = measurements[0]?.settings.warmUpSeconds ?? 0;
  const body = [
    '## Arena halftime (`SCENARIOS=arena npm run bench:api`)',
    '',
    `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machineDescription()}`,
    '',
    `Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}. The bench keeps about two processes ` +
      'busy itself; a load well above that before it starts means other work shares the cores and the rates and ' +
      'latencies are depressed.',
    '',
    'Customers each on a guest session of their own order at the arena kitchen (areena-keittio) as fast as the ' +
      'server answers: POST /api/v1/invoices (4 lines: a burger on a flat promotion, 2 stock-counted pizza slices, ' +
      'a coffee at the general VAT rate, a wrap on a percentage promotion; cash) then PUT ' +
      '/api/v1/invoices/{id}/place_order, the next order as soon as the last is placed. The latency is the ' +
      `create and the place together; ${warmUp} s of ordering first, then ${seconds} s measured. Server in its own ` +
      'process as `npm start` runs it (request log on), customers in the bench process, all on one machine over ' +
      "loopback; PostgreSQL 15 with a default installation's settings on the same machine. Afterwards the " +
      'database is read again and compared with every answer the customers had, warm-up included. ' +
      'Targets: 100 orders/s on PGlite, 300 orders/s on PostgreSQL, p99 within 500 ms. Server CPU per order is ' +
      "the server process's user and system time in the measured window over the orders placed in it (PGlite " +
      "runs inside it; PostgreSQL's own processes are not counted): unlike the rates it barely moves with other " +
      "work on the machine. Client CPU per order is the bench process's own (the customers), which shares the " +
      "cores with the server; PostgreSQL CPU per order is the throwaway cluster's processes' (its backends).",
    '',
    'With several instances, each a server process of its own on the one PostgreSQL, the customers take them in ' +
      'turn and each holds its own event stream on the next one: every order placed travels from one instance to ' +
      "another's stream (NOTIFY, LISTEN). Server CPU is then all instances' together. The event column is from " +
      "each place answer in the measured window to the order's event on that stream; the after-check counts every " +
      'order placed, warm-up included, reaching its stream once.',
    '',
    '| Database | Customers | Orders | Orders/s | p50 (ms) | p99 (ms) | max (ms) | Errors | Server CPU per order (ms) | PostgreSQL CPU per order (ms) | Client CPU per order (ms) | Order event on another instance p50 / p99 (ms) | After-check |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'After-check:',
    '',
    ...checks,
  ].join('\n');
  return writeMarkedSection('api-arena', body);
}
