import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path, { join } from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import { clickPages, measureClickLatency, selectedClickPages, type ClickLatency } from './click-latency';
import { figuresOf, type RunFigures } from './lighthouse-figures';
import { runLighthouse, saveStaticCopy, warmUp } from './lighthouse-runner';
import { startStaticTwin } from './static-twin';
import { printReport, writeReport, type PageResult } from './web-report';
import { benchPages, selectedPages, type BenchHost, type BenchPage } from './web-pages';
import { buildProduct, startProductServer, type ProductServer } from './web-server';

// `npm run bench:web`: Lighthouse's mobile preset on the storefront's pages and the click latency where the work
// is (product list, cart summary, transport booking, console), written into BENCHMARKS.md. Options (environment
// variables):
//   RUNS=5         Lighthouse runs per page (the median is reported)
//   PAGES=a,b      only these pages (their ids in web-pages.ts: home, about-us, faqs, transport, console-sign-in…);
//                  PAGES=none runs no Lighthouse, only the click probe
//   CLICKS=20      clicks per control for the latency probe; 0 skips it
//   CLICK_PAGES=a,b  only these screens' clicks (product-list, cart-summary, transport, console)
//   NO_BUILD=1     serve the dist/ already built
//   LHR_DIR=dir    also keep each run's Lighthouse report (JSON) there, to look into a figure
// A partial run (fewer runs, some pages, fewer clicks) prints its figures without touching BENCHMARKS.md.

const fullRuns = 5;
const fullClicks = 20;

/** What each host's server is started with: the transport host is the repository's example (as its journeys use). */
const hostEnv: Record<BenchHost, Record<string, string>> = {
  shop: {},
  transport: { STOREFRONT_CONFIG: path.resolve(__dirname, '../../examples/transport.json') },
};

function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number, not ${process.env[name]}`);
  return value;
}

/**
 * A run whose preparation or Lighthouse failed (a shared machine can starve a step past its time-out) is run
 * once more from scratch, in a new browser; a second failure stops the bench.
 */
async function runOnceMore<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    console.warn(`A run failed and is run again: ${error instanceof Error ? error.message : String(error)}`);
    return attempt();
  }
}

const loads = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

async function keepReport(lhr: LighthouseResult, name: string): Promise<void> {
  if (!process.env.LHR_DIR) return;
  await mkdir(process.env.LHR_DIR, { recursive: true });
  await writeFile(join(process.env.LHR_DIR, `${name}.json`), JSON.stringify(lhr));
}

function logRun(name: string, where: string, figures: RunFigures, lhr: LighthouseResult): void {
  const before = Number.isNaN(figures.jsBeforeInteractiveKib) ? '–' : figures.jsBeforeInteractiveKib.toFixed(1);
  console.log(
    `${name} ${where}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
      `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${before}/` +
      `${figures.jsUntilQuietKib.toFixed(1)} KiB, benchmarkIndex ${Math.round(figures.benchmarkIndex)}` +
      (lhr.runWarnings.length > 0 ? ` (warnings: ${lhr.runWarnings.join(' | ')})` : ''),
  );
}

/**
 * One page's runs, each beside a run of the same page saved as static HTML (static-twin.ts): the copy is saved once,
 * after the page's warm-up, and the two are measured in turn, so the machine's load weighs on both alike.
 */
async function measurePage(page: BenchPage, baseUrl: string, runs: number): Promise<PageResult> {
  await warmUp(page, baseUrl);
  const copy = await runOnceMore(() => saveStaticCopy(page, baseUrl));
  const twin = await startStaticTwin(baseUrl, copy.path, copy.html);
  const staticPage: BenchPage = { ...page, id: `${page.id}-static`, prepare: async () => copy.path };
  const result: PageResult = { page, runs: [], staticRuns: [] };
  try {
    await warmUp(staticPage, twin.baseUrl);
    for (let run = 1; run <= runs; run += 1) {
      const measured = await runOnceMore(() => runLighthouse(page, baseUrl));
      const figures = figuresOf(measured.lhr);
      await keepReport(measured.lhr, `${page.id}-${run}`);
      result.runs.push(figures);
      logRun(page.id, `${run}/${runs} ${measured.path}`, figures, measured.lhr);
      const limit = await runOnceMore(() => runLighthouse(staticPage, twin.baseUrl));
      const limitFigures = figuresOf(limit.lhr);
      await keepReport(limit.lhr, `${staticPage.id}-${run}`);
      result.staticRuns.push(limitFigures);
      logRun(staticPage.id, `${run}/${runs} ${limit.path} (static copy)`, limitFigures, limit.lhr);
    }
  } finally {
    await twin.stop();
  }
  return result;
}

async function main(): Promise<void> {
  const started = new Date();
  const loadAtStart = os.loadavg();
  const runs = Math.max(1, count('RUNS', fullRuns));
  const clicks = count('CLICKS', fullClicks);
  const pages = selectedPages(process.env.PAGES);
  const clickScreens = selectedClickPages(process.env.CLICK_PAGES);
  if (process.env.NO_BUILD !== '1') {
    console.log('Building (npm run build)…');
    await buildProduct();
  }
  // A server per host, started when a page first needs it: one product server at a time unless both hosts are asked.
  const servers = new Map<BenchHost, ProductServer>();
  const serverFor = async (host: BenchHost): Promise<ProductServer> => {
    let server = servers.get(host);
    if (!server) {
      server = await startProductServer(hostEnv[host]);
      servers.set(host, server);
      console.log(`Serving the ${host} host at ${server.baseUrl}; load average ${loads()}`);
    }
    return server;
  };
  const results: PageResult[] = [];
  let latencies: ClickLatency[] = [];
  try {
    // One Chromium at a time, never two: the machine's two cores are shared.
    for (const page of pages)
      results.push(await measurePage(page, (await serverFor(page.host ?? 'shop')).baseUrl, runs));
    if (clicks > 0) {
      console.log(`Click latency: ${clicks} clicks per control at 4× CPU slowdown…`);
      latencies = await measureClickLatency((await serverFor('shop')).baseUrl, clicks, clickScreens);
      // In click order, so a slow first click (the cart storage loading) can be told from a slow later one.
      for (const { page, control, durations } of latencies)
        console.log(`${page}, ${control}: ${durations.join(', ')} ms`);
    }
  } finally {
    for (const server of servers.values()) await server.stop();
  }
  const report = {
    started,
    runsPerPage: runs,
    pages: results,
    clicks: latencies,
    loadAtStart,
    loadAtEnd: os.loadavg(),
    durationMinutes: (Date.now() - started.getTime()) / 60_000,
  };
  printReport(report);
  const complete =
    runs >= fullRuns &&
    clicks >= fullClicks &&
    pages.length === benchPages.length &&
    clickScreens.length === clickPages.length;
  if (complete) console.log(`Written to ${await writeReport(report)}`);
  else console.log('A partial run: BENCHMARKS.md left as it is.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
