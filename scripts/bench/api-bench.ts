import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { arenaHalftime, arenaSettingsFromEnv, type ArenaMeasurement } from './arena-halftime';
import { startBenchPostgres } from './bench-postgres';
import { startBenchServer } from './bench-server';
import { loadAverage, writeApiSection, writeArenaSection } from './benchmarks-file';
import { invoiceScenarios } from './invoice-scenarios';
import { measure, type Measurement, type Scenario } from './measure';

const productListing = '/api/v1/products?organization_query_id=lahikauppa-kruununhaka&page=1&per_page=100';
const storeListing = '/api/v1/companies?industry_id=21&page=1&page_size=25';
// What a browser sends; autocannon sends no Accept-Encoding unless told, and then gets plain JSON.
const browser = { 'accept-encoding': 'gzip, deflate, br' };

const scenarios: Scenario[] = [
  { name: 'Product listing (100 of a 120-product store)', path: productListing, rate: 1000 },
  { name: 'Product listing, compressed as a browser asks', path: productListing, rate: 1000, headers: browser },
  { name: 'Product listing', path: productListing },
  { name: 'Store listing (25 stores)', path: storeListing, rate: 1000 },
  { name: 'Store listing, compressed as a browser asks', path: storeListing, rate: 1000, headers: browser },
  { name: 'Store listing', path: storeListing },
];

type ScenarioGroup = 'listings' | 'invoices' | 'arena';
const groups: readonly ScenarioGroup[] = ['listings', 'invoices', 'arena'];

/** SCENARIOS=listings,invoices,arena picks groups; all of them without it. */
function chosenGroups(): ReadonlySet<ScenarioGroup> {
  const asked = (process.env.SCENARIOS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = asked.filter((name) => !groups.includes(name as ScenarioGroup));
  if (unknown.length > 0) throw new Error(`Unknown SCENARIOS ${unknown.join(', ')}: choose from ${groups.join(', ')}`);
  return new Set(asked.length === 0 ? groups : (asked as ScenarioGroup[]));
}

/** Listings and invoice creation, each measured by autocannon, written as the API section. */
async function requestScenarios(chosen: ReadonlySet<ScenarioGroup>): Promise<boolean> {
  const server = await startBenchServer();
  const measurements: Measurement[] = [];
  try {
    const listings = chosen.has('listings') ? scenarios : [];
    // Last, so the invoices they store do not weigh on the listings' figures.
    const invoices = chosen.has('invoices') ? await invoiceScenarios(server.baseUrl) : [];
    for (const scenario of [...listings, ...invoices]) {
      const result = await measure(server.baseUrl, scenario);
      measurements.push(result);
      console.log(
        `${scenario.name} @ ${scenario.rate ?? 'max'}: ${result.requestsPerSecond} req/s, ` +
          `p50 ${result.p50} ms, p99 ${result.p99} ms, failures ${result.failures}`,
      );
    }
  } finally {
    await server.stop();
  }
  // The section describes the whole set; a part of it would read as the whole.
  if (chosen.has('listings') && chosen.has('invoices')) {
    console.log(`Written to ${await writeApiSection(measurements, new Date())}`);
  } else {
    console.log('Not written to BENCHMARKS.md: only part of its API section was measured.');
  }
  return measurements.every((measurement) => measurement.failures === 0);
}

/**
 * The arena halftime on PGlite, on PostgreSQL, and on several server instances sharing one PostgreSQL
 * (ARENA_DATABASES=pglite,postgres,postgres-3 picks; `postgres-N` is N instances), written as its section.
 */
async function arenaScenarios(): Promise<boolean> {
  const settings = arenaSettingsFromEnv();
  const databases = (process.env.ARENA_DATABASES ?? 'pglite,postgres,postgres-3').split(',').map((name) => name.trim());
  const loadBefore = loadAverage();
  const measurements: ArenaMeasurement[] = [];
  for (const name of databases) {
    let run: ArenaMeasurement;
    const instances = /^postgres-(\d+)$/.exec(name);
    if (name === 'pglite') {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-arena-data-'));
      try {
        run = await arenaHalftime('PGlite', { dataDir }, settings);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    } else if (name === 'postgres' || (instances && Number(instances[1]) >= 1)) {
      const count = instances ? Number(instances[1]) : 1;
      const postgres = await startBenchPostgres();
      try {
        run = await arenaHalftime(
          count === 1 ? 'PostgreSQL' : `PostgreSQL, ${count} instances`,
          { databaseUrl: postgres.url },
          { ...settings, instances: count },
          () => postgres.cpuMs(),
        );
      } finally {
        await postgres.stop();
      }
    } else {
      throw new Error(`Unknown ARENA_DATABASES entry ${name}: pglite, postgres or postgres-N (N instances)`);
    }
    measurements.push(run);
    console.log(
      `Arena halftime on ${run.database}, ${settings.customers} customers: ${run.orders} orders in ${settings.seconds} s, ` +
        `${run.ordersPerSecond} orders/s, p50 ${run.p50} ms, p99 ${run.p99} ms, max ${run.max} ms, errors ${run.errors}, ` +
        `server CPU ${run.serverCpuMsPerOrder ?? '?'} ms/order, bench client CPU ${run.clientCpuMsPerOrder ?? '?'} ms/order` +
        (run.databaseCpuMsPerOrder === null ? '' : `, PostgreSQL CPU ${run.databaseCpuMsPerOrder} ms/order`) +
        (run.crossInstance === null
          ? ''
          : `, order event on another instance p50 ${run.crossInstance.p50} ms, p99 ${run.crossInstance.p99} ms, ` +
            `max ${run.crossInstance.max} ms`) +
        (run.errorKinds.length > 0 ? ` (${run.errorKinds.join(', ')})` : ''),
    );
    for (const finding of run.check.findings) console.log(`  ${finding}`);
  }
  console.log(`Load average before ${loadBefore}, after ${loadAverage()}`);
  console.log(`Written to ${await writeArenaSection(measurements, new Date(), loadBefore)}`);
  return measurements.every((run) => run.errors === 0 && run.check.ok);
}

/** `npm run bench:api`: measures the API on loopback and writes the figures into BENCHMARKS.md. */
async function main(): Promise<void> {
  const chosen = chosenGroups();
  let ok = true;
  if (chosen.has('listings') || chosen.has('invoices')) ok = (await requestScenarios(chosen)) && ok;
  if (chosen.has('arena')) ok = (await arenaScenarios()) && ok;
  if (!ok) {
    console.error('Some requests failed or the after-check found a difference: see above.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
