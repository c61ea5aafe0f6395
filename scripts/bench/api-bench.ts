import { startBenchServer } from './bench-server';
import { writeApiSection } from './benchmarks-file';
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

/** `npm run bench:api`: measures the API on loopback and writes the figures into BENCHMARKS.md. */
async function main(): Promise<void> {
  const server = await startBenchServer();
  const measurements: Measurement[] = [];
  try {
    // Last, so the invoices they store do not weigh on the listings' figures.
    for (const scenario of [...scenarios, ...(await invoiceScenarios(server.baseUrl))]) {
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
  const file = await writeApiSection(measurements, new Date());
  console.log(`Written to ${file}`);
  if (measurements.some((measurement) => measurement.failures > 0)) {
    console.error('Some requests failed: the figures above do not measure successful answers only.');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
