import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { clickPages, measureClickLatency, selectedClickPages, type ClickLatency } from './click-latency';
import { figuresOf } from './lighthouse-figures';
import { runLighthouse, warmUp } from './lighthouse-runner';
import { printReport, writeReport, type PageResult } from './web-report';
import { benchPages, selectedPages } from './web-pages';
import { buildProduct, startProductServer } from './web-server';

// `npm run bench:web`: Lighthouse's mobile preset on the storefront's pages and the click latency where the work
// is (product list, cart summary, transport booking, console), written into BENCHMARKS.md. Options (environment
// variables):
//   RUNS=5         Lighthouse runs per page (the median is reported)
//   PAGES=a,b      only these pages (home, home-en, product-list, product-details, order-history,
//                  cart-summary, confirmation); PAGES=none runs no Lighthouse, only the click probe
//   CLICKS=20      clicks per control for the latency probe; 0 skips it
//   CLICK_PAGES=a,b  only these screens' clicks (product-list, cart-summary, transport, console)
//   NO_BUILD=1     serve the dist/ already built
//   LHR_DIR=dir    also keep each run's Lighthouse report (JSON) there, to look into a figure
// A partial run (fewer runs, some pages, fewer clicks) prints its figures without touching BENCHMARKS.md.

const fullRuns = 5;
const fullClicks = 20;

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
  const server = await startProductServer();
  console.log(`Serving ${server.baseUrl}; load average ${loadAtStart.map((load) => load.toFixed(2)).join(' ')}`);
  const results: PageResult[] = [];
  let latencies: ClickLatency[] = [];
  try {
    // One Chromium at a time, never two: the machine's two cores are shared.
    for (const page of pages) {
      await warmUp(page, server.baseUrl);
      const result: PageResult = { page, runs: [] };
      for (let run = 1; run <= runs; run += 1) {
        const { lhr, path } = await runOnceMore(() => runLighthouse(page, server.baseUrl));
        const figures = figuresOf(lhr);
        if (process.env.LHR_DIR) {
          await mkdir(process.env.LHR_DIR, { recursive: true });
          await writeFile(join(process.env.LHR_DIR, `${page.id}-${run}.json`), JSON.stringify(lhr));
        }
        result.runs.push(figures);
        console.log(
          `${page.id} ${run}/${runs} ${path}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
            `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, JS ${figures.jsBeforeInteractiveKib.toFixed(1)}/` +
            `${figures.jsUntilQuietKib.toFixed(1)} KiB, benchmarkIndex ${Math.round(figures.benchmarkIndex)}` +
            (lhr.runWarnings.length > 0 ? ` (warnings: ${lhr.runWarnings.join(' | ')})` : ''),
        );
      }
      results.push(result);
    }
    if (clicks > 0) {
      console.log(`Click latency: ${clicks} clicks per control at 4× CPU slowdown…`);
      latencies = await measureClickLatency(server.baseUrl, clicks, clickScreens);
      // In click order, so a slow first click (the cart storage loading) can be told from a slow later one.
      for (const { page, control, durations } of latencies)
        console.log(`${page}, ${control}: ${durations.join(', ')} ms`);
    }
  } finally {
    await server.stop();
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
