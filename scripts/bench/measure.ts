import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  path: string;
  /** Requests per second asked for; undefined means as fast as the server answers. */
  rate?: number;
  headers?: Record<string, string>;
  /** GET unless said; a POST sends body with every request. */
  method?: 'GET' | 'POST';
  body?: string;
}

export interface Measurement {
  scenario: Scenario;
  requestsPerSecond: number;
  p50: number;
  /** At a fixed rate, corrected for coordinated omission (see BENCHMARKS.md). */
  p99: number;
  /** At a fixed rate, the p99 of the answers as they were timed, without autocannon's correction. */
  p99Uncorrected?: number;
  /** Answers that were not 2xx, errors and time-outs together: a benchmark of failures is no benchmark. */
  failures: number;
}

const warmUpSeconds = 3;
const measureSeconds = 10;

/**
 * Runs one scenario on loopback after a warm-up (JIT, database caches). At a fixed rate autocannon corrects
 * for coordinated omission, so a stall shows in p99 instead of hiding as fewer requests sent; its rate limit
 * sends each connection's share of a second in a burst, which the correction also counts, so a second
 * run without the correction gives the latency the answers really had.
 */
export async function measure(baseUrl: string, scenario: Scenario): Promise<Measurement> {
  const options = {
    url: `${baseUrl}${scenario.path}`,
    // 10 connections keep the server busy at full speed; at a fixed rate, more would only make autocannon's
    // once-a-second bursts bigger.
    connections: 10,
    ...(scenario.rate === undefined ? {} : { overallRate: scenario.rate }),
    ...(scenario.headers ? { headers: scenario.headers } : {}),
    ...(scenario.method === undefined ? {} : { method: scenario.method }),
    ...(scenario.body === undefined ? {} : { body: scenario.body }),
  };
  await autocannon({ ...options, duration: warmUpSeconds });
  const result = await autocannon({ ...options, duration: measureSeconds });
  const uncorrected =
    scenario.rate === undefined
      ? undefined
      : await autocannon({ ...options, duration: measureSeconds, ignoreCoordinatedOmission: true });
  const failuresOf = (run: typeof result) => run.non2xx + run.errors + run.timeouts;
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...(uncorrected ? { p99Uncorrected: uncorrected.latency.p99 } : {}),
    failures: failuresOf(result) + (uncorrected ? failuresOf(uncorrected) : 0),
  };
}
