import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
 * in BENCHMARKS.md as it is; appends the section when the file has none yet.
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
  await writeFile(benchmarksFile, next);
  return benchmarksFile;
}

/** Writes the API section of BENCHMARKS.md. */
export function writeApiSection(measurements: readonly Measurement[], when: Date): Promise<string> {
  return writeMarkedSection('api', section(measurements, when));
}
