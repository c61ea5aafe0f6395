import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ramTempDir } from '../../tests/integration/server/ram-temp-dir';
import { findPostgresBinaries, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * `npm test`: every check and every runner, one after another, even after a failure, so the
 * closing line `N passed, N failed` always sums all of them.
 */
const root = path.join(__dirname, '..', '..');
const reports = path.join(root, 'reports');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Tally {
  readonly name: string;
  readonly passed: number;
  readonly failed: number;
}

/**
 * The failed tests by name, repeated in the summary: a CI log is often kept only by its tail, and a count alone
 * says nothing of which test to look at.
 */
const failedNames: string[] = [];

/** How long each stage took, printed in the summary: the time budget of `npm test` is watched stage by stage. */
const stageSeconds: Array<readonly [string, number]> = [];

async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stageSeconds.push([stage, Math.round((Date.now() - started) / 1000)]);
  }
}

/** The commands running now, so a stop signal can pass on to them. */
const running = new Set<ChildProcess>();

/** `live`: echo the output as it comes; otherwise the caller prints it when the command is done. */
function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  live = true,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1', ...env } });
    running.add(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (live) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (live) process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      output += String(error);
      resolve({ code: 1, output });
    });
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code: code ?? 1, output });
    });
  });
}

/**
 * The end of a failed check's output, on one line: CI keeps only the tail of a long log, where the summary is, so the
 * summary says why a check failed (the budget over by how much, the file a lint named).
 */
function lastLines(output: string): string {
  const lines = withoutColours(output)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return lines.slice(-3).join(' | ').slice(0, 400);
}

function banner(title: string): void {
  console.log(`\n\x1b[1m=== ${title} ===\x1b[0m`);
}

/** The bundle budget's outcome, printed under its own banner once it is known. */
function budgetTally({ code, output }: { code: number; output: string }): Tally {
  const name = 'bundle budget';
  banner(name);
  process.stdout.write(output);
  if (code !== 0) failedNames.push(`${name}: ${lastLines(output)}`);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * Checks that do not depend on each other, two at a time (the machines running `npm test` have two cores): each of
 * two lanes takes the next check of the list as soon as it is free, so list the longest first and the short ones
 * fill the gaps. Each check's output is printed whole, under its own banner, in the listed order.
 */
async function checksInPairs(checks: ReadonlyArray<readonly [string, string, readonly string[]]>): Promise<Tally[]> {
  const outcomes = checks.map(() => {
    let settle: (outcome: { code: number; output: string }) => void = () => undefined;
    const outcome = new Promise<{ code: number; output: string }>((resolve) => (settle = resolve));
    return { outcome, settle };
  });
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < checks.length; index = next++) {
      const [, command, args] = checks[index]!;
      outcomes[index]!.settle(await run(command, args, {}, false));
    }
  };
  void Promise.all([lane(), lane()]);
  const tallies: Tally[] = [];
  for (const [index, [name]] of checks.entries()) {
    const { code, output } = await outcomes[index]!.outcome;
    banner(name);
    process.stdout.write(output);
    if (code !== 0) failedNames.push(`${name}: ${lastLines(output)}`);
    tallies.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  }
  return tallies;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

interface JestReport {
  readonly numPassedTests: number;
  readonly numFailedTests: number;
  readonly numRuntimeErrorTestSuites: number;
  readonly testResults?: ReadonlyArray<{
    readonly name: string;
    readonly status: string;
    readonly message?: string;
    readonly assertionResults?: ReadonlyArray<{ readonly fullName: string; readonly status: string }>;
  }>;
}

function withoutColours(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}

function jestFailures(report: JestReport): string[] {
  return (report.testResults ?? []).flatMap((suite) => {
    const file = path.relative(root, suite.name);
    const tests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length > 0) return tests.map((test) => `jest ${file} › ${test.fullName}`);
    const firstLine =
      withoutColours(suite.message ?? '')
        .trim()
        .split('\n')[0] ?? '';
    return suite.status === 'failed' ? [`jest ${file} (the suite failed: ${firstLine.slice(0, 200)})`] : [];
  });
}

async function jest(env: NodeJS.ProcessEnv): Promise<Tally> {
  banner('jest: unit, component, integration');
  const outputFile = path.join(reports, 'jest.json');
  const { code } = await run(
    bin('jest'),
    ['--config', '.config/jest.config.ts', '--json', '--outputFile', outputFile],
    env,
  );
  const result = readJson<JestReport>(outputFile);
  if (!result) return { name: 'jest', passed: 0, failed: 1 };
  failedNames.push(...jestFailures(result));
  // A suite that cannot even load has no failed tests of its own; count it so it cannot pass silently.
  const failed =
    result.numFailedTests + result.numRuntimeErrorTestSuites + (code !== 0 && result.numFailedTests === 0 ? 1 : 0);
  return { name: 'jest', passed: result.numPassedTests, failed };
}

/**
 * Runs the jest stage with TEST_DATABASE_URL: as given, else a throwaway cluster of Debian's PostgreSQL binaries
 * (stopped and deleted afterwards, also on a failure or Ctrl-C), else none, which one line says. With it, the
 * PostgreSQL-only suites run and the jest project `integration on PostgreSQL` runs its suites a second time.
 */
async function withPostgres(stage: (env: NodeJS.ProcessEnv) => Promise<Tally>): Promise<Tally[]> {
  if (process.env.TEST_DATABASE_URL) {
    console.log(`\nPostgreSQL tests on TEST_DATABASE_URL (${process.env.TEST_DATABASE_URL}).`);
    return [await stage({})];
  }
  const binDir = findPostgresBinaries();
  if (binDir === null) {
    console.log(
      '\nPostgreSQL tests skipped (concurrency, two instances on one event stream, the suites run on PostgreSQL ' +
        "too): no initdb/postgres found; install them with 'sudo apt-get install postgresql' or set TEST_DATABASE_URL.",
    );
    return [await stage({})];
  }
  banner(`throwaway PostgreSQL (${binDir})`);
  let cluster: ThrowawayPostgres;
  try {
    cluster = await startThrowawayPostgres(binDir);
  } catch (error) {
    console.log(error instanceof Error ? error.message : String(error));
    return [{ name: 'throwaway PostgreSQL', passed: 0, failed: 1 }, await stage({})];
  }
  console.log(`Started on ${cluster.adminUrl}; the jest stage runs the PostgreSQL tests on it.`);
  // A Ctrl-C reaches the whole process group; a SIGTERM to this process alone is passed on to jest first.
  const onSignal = (signal: NodeJS.Signals) => {
    for (const child of running) child.kill(signal);
    void cluster.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return [await stage({ TEST_DATABASE_URL: cluster.adminUrl })];
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cluster.stop();
  }
}

async function cucumber(): Promise<Tally> {
  banner('cucumber: features');
  const { code, output } = await run(bin('cucumber-js'), ['--config', '.config/cucumber.js']);
  const plain = withoutColours(output);
  const summary = /(\d+) scenarios? \(([^)]*)\)/.exec(plain);
  if (!summary) return { name: 'cucumber', passed: 0, failed: 1 };
  const total = Number(summary[1]);
  const passed = Number(/(\d+) passed/.exec(summary[2] ?? '')?.[1] ?? 0);
  const failed = total - passed + (code !== 0 && total === passed ? 1 : 0);
  return { name: 'cucumber', passed, failed };
}

interface PlaywrightSuite {
  readonly title: string;
  readonly suites?: readonly PlaywrightSuite[];
  readonly specs?: ReadonlyArray<{ readonly title: string; readonly ok: boolean; readonly file?: string }>;
}

interface PlaywrightReport {
  readonly stats: { expected: number; unexpected: number; flaky: number };
  readonly suites?: readonly PlaywrightSuite[];
}

function playwrightFailures(suites: readonly PlaywrightSuite[], titles: readonly string[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => `playwright ${[...titles, suite.title, spec.title].join(' › ')}`),
    ...playwrightFailures(suite.suites ?? [], [...titles, suite.title]),
  ]);
}

async function playwright(): Promise<Tally> {
  banner('playwright: end-to-end in Chromium');
  const chromium = await run('bash', [path.join(root, 'scripts/test/ensure-chromium.sh')]);
  if (chromium.code !== 0) return { name: 'playwright', passed: 0, failed: 1 };
  const outputFile = path.join(reports, 'playwright.json');
  rmSync(outputFile, { force: true });
  const { code } = await run(bin('playwright'), ['test', '--config', '.config/playwright.config.ts']);
  const result = readJson<PlaywrightReport>(outputFile);
  if (!result) return { name: 'playwright', passed: 0, failed: 1 };
  failedNames.push(...playwrightFailures(result.suites ?? [], []));
  const failed = result.stats.unexpected + result.stats.flaky + (code !== 0 && result.stats.unexpected === 0 ? 1 : 0);
  return { name: 'playwright', passed: result.stats.expected, failed };
}

/**
 * Test servers' data folders and PGlite templates that a killed run left behind, over a day old (so never a running
 * run's): they live in RAM when /dev/shm exists, 41 MB each.
 */
function sweepStaleTestFolders(): void {
  const root = ramTempDir();
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(root)) {
    if (!/^storefront-(test|pglite)-/.test(name)) continue;
    const folder = path.join(root, name);
    try {
      if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by its own run.
    }
  }
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  sweepStaleTestFolders();
  mkdirSync(reports, { recursive: true });
  rmSync(path.join(reports, 'summary.txt'), { force: true });
  const tallies: Tally[] = [];
  // The build is a check like the lints, in their lanes; the journeys need it, after jest.
  const checks = await timed('lints, type check and build', () =>
    checksInPairs([
      ['eslint', bin('eslint'), ['--config', '.config/eslint.config.mjs', '--max-warnings', '0', '.']],
      ['type check', bin('tsc'), ['--noEmit']],
      ['prettier', bin('prettier'), ['--check', '.']],
      ['production build', bin('webpack'), ['--mode', 'production']],
      ['boundaries (dependency-cruiser)', bin('depcruise'), ['src', '--config', '.config/dependency-cruiser.cjs']],
      [
        'reachability (dependency-cruiser)',
        bin('depcruise'),
        ['src', '--config', '.config/dependency-cruiser.runtime.cjs'],
      ],
    ]),
  );
  tallies.push(...checks);
  const built = checks.find((tally) => tally.name === 'production build')?.failed === 0;
  // The budget check visits the build in Chromium and waits for the network to be quiet: mostly waiting, so it runs
  // beside jest (about 20 s of CPU) instead of 30 to 90 s alone before it. Its output is printed after jest's.
  const budget = built
    ? run(process.execPath, ['-r', './scripts/register.js', 'scripts/bundle-budget.ts'], {}, false)
    : null;
  tallies.push(...(await timed('jest', () => withPostgres((env) => jest(env)))));
  tallies.push(
    budget ? await budgetTally(await budget) : { name: 'bundle budget (needs the build)', passed: 0, failed: 1 },
  );
  tallies.push(await timed('cucumber', cucumber));
  tallies.push(
    built ? await timed('playwright', playwright) : { name: 'playwright (needs the build)', passed: 0, failed: 1 },
  );
  banner('summary');
  for (const tally of tallies) console.log(`  ${tally.name.padEnd(34)} ${tally.passed} passed, ${tally.failed} failed`);
  for (const [stage, seconds] of stageSeconds) console.log(`  ${`time: ${stage}`.padEnd(34)} ${seconds} s`);
  console.log(`  ${'time: in all'.padEnd(34)} ${Math.round((Date.now() - startedAt) / 1000)} s`);
  for (const name of failedNames) console.log(`  failed: ${name}`);
  const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
  const line = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
  console.log(line);
  process.exitCode = failed === 0 ? 0 : 1;
}

void main();
