import { writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadAverage } from './benchmarks-file';
import { launchProbeBrowser, quiet } from './click-probe';
import { tabletViewport } from './console-clicks';
import { Customers, serverOrderList, type PlacedOrder } from './console-api';
import {
  deliverOrder,
  pageMemory,
  shownOrderIds,
  signInStaff,
  statusLatencies,
  statusSteps,
  waitForCards,
} from './console-page';
import { printConsoleReport, writeConsoleReport, type ConsoleSettings, type OrderCheck } from './console-report';
import { buildProduct, startProductServer } from './web-server';

// `npm run bench:console` (issue 30, part 3): the console at a busy store. Options (environment variables):
//   ORDERS=300        the day's orders placed before the staff sign in
//   DURATION=60       seconds of new orders (2 a second) while the staff click a status button every second
//   NO_BUILD=1        serve the dist/ already built
//   CPU_PROFILE=file  also record the page's CPU profile of the busy window (.cpuprofile, for DevTools)
//   NO_WRITE=1        print a full run's figures without writing them (a before-and-after comparison)
// A shorter run (fewer orders or seconds) prints its figures without touching BENCHMARKS.md.

const full = { orders: 300, seconds: 60 };
const ordersPerSecond = 2;
const clickEveryMs = 1_000;
const guests = 20;

function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not ${process.env[name]}`);
  }
  return value;
}

/** Thrown by the pace keeper once the busy window is over: the order under way is left where it is. */
class WindowOver extends Error {}

/** The cards' order numbers against the server's list. */
function checkOrders(shown: readonly string[], listed: readonly string[]): OrderCheck {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of shown) (seen.has(id) ? duplicates : seen).add(id);
  const listedSet = new Set(listed);
  return {
    listed: listed.length,
    shown: shown.length,
    duplicates: [...duplicates],
    missing: listed.filter((id) => !seen.has(id)),
    unknown: [...seen].filter((id) => !listedSet.has(id)),
  };
}

async function main(): Promise<void> {
  const started = new Date();
  const loadBefore = loadAverage();
  const settings: ConsoleSettings = {
    orders: count('ORDERS', full.orders),
    seconds: count('DURATION', full.seconds),
    ordersPerSecond,
    clickEveryMs,
  };
  if (process.env.NO_BUILD !== '1') {
    console.log('Building (npm run build)…');
    await buildProduct();
  }
  const server = await startProductServer();
  const customers = await Customers.signIn(server.baseUrl, guests);
  const probe = await launchProbeBrowser(tabletViewport);
  try {
    console.log(`Serving ${server.baseUrl}; load average ${loadBefore}. Placing ${settings.orders} orders…`);
    const dayOrders = await customers.placeOrders(settings.orders, 4);
    const { page } = probe;
    const expected = (await serverOrderList(server.baseUrl)).shortOrderIds.length;
    const signInAt = performance.now();
    await signInStaff(page, server.baseUrl);
    const cardsAtStart = await waitForCards(page, expected, 120_000);
    const firstListMs = performance.now() - signInAt;
    console.log(`Signed in; ${cardsAtStart} of ${expected} orders shown after ${Math.round(firstListMs)} ms.`);
    const session = await probe.context.newCDPSession(page);
    await probe.slowDown();
    await quiet(page);
    const memoryAtStart = await pageMemory(page, session);
    if (process.env.CPU_PROFILE) {
      await session.send('Profiler.enable');
      await session.send('Profiler.start');
    }

    // The busy window: new orders on a fixed schedule, beside the staff's clicks at their own pace.
    const windowStart = performance.now();
    const windowEnd = windowStart + settings.seconds * 1000;
    let placedInWindow = 0;
    let failedInWindow = 0;
    const newOrders = (async () => {
      const placements: Promise<void>[] = [];
      const total = settings.seconds * ordersPerSecond;
      for (let index = 0; index < total; index += 1) {
        await sleep(Math.max(0, windowStart + (index * 1000) / ordersPerSecond - performance.now()));
        placements.push(
          customers.placeOrder().then(
            () => {
              placedInWindow += 1;
            },
            (error: unknown) => {
              failedInWindow += 1;
              console.warn(`An order failed: ${error instanceof Error ? error.message : String(error)}`);
            },
          ),
        );
      }
      await Promise.all(placements);
    })();
    const latencies = statusLatencies('Console at a busy store');
    let nextClickAt = windowStart;
    const keepPace = async () => {
      if (nextClickAt >= windowEnd) throw new WindowOver();
      // A click held up past its time moves the ones after it on: the staff do not hurry to catch up.
      const clickAt = Math.max(nextClickAt, performance.now());
      await sleep(clickAt - performance.now());
      nextClickAt = clickAt + clickEveryMs;
    };
    let ordersDelivered = 0;
    let clickFailure: string | null = null;
    const queue: PlacedOrder[] = [...dayOrders];
    try {
      for (let order = queue.shift(); order !== undefined; order = queue.shift()) {
        await deliverOrder(page, order.shortOrderId, latencies, keepPace);
        ordersDelivered += 1;
      }
    } catch (error) {
      // A click the page could not take (its main thread held past Playwright's 30 s) ends the clicking, not the
      // bench: the orders keep coming, and what the page shows and holds is still measured.
      if (!(error instanceof WindowOver)) {
        clickFailure = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown';
        console.warn(`Clicking stopped: ${clickFailure}`);
      }
    }
    await newOrders;
    if (process.env.CPU_PROFILE) {
      const { profile } = await session.send('Profiler.stop');
      await writeFile(process.env.CPU_PROFILE, JSON.stringify(profile));
      console.log(`CPU profile written to ${process.env.CPU_PROFILE}`);
    }

    // Every order once: the console given time to show what the server lists, then compared card by card.
    const listed = await serverOrderList(server.baseUrl);
    await waitForCards(page, listed.shortOrderIds.length, 30_000);
    await sleep(1_000);
    const check = checkOrders(await shownOrderIds(page), listed.shortOrderIds);
    const memoryAtEnd = await pageMemory(page, session);
    const report = {
      started,
      settings,
      placedInWindow,
      failedInWindow,
      firstListMs,
      clicks: statusSteps.map((step) => latencies[step]),
      ordersDelivered,
      clickFailure,
      memoryAtStart,
      memoryAtEnd,
      cardsAtStart,
      check,
      loadBefore,
    };
    for (const { control, durations } of report.clicks) console.log(`${control}: ${durations.join(', ')} ms`);
    printConsoleReport(report);
    if (settings.orders >= full.orders && settings.seconds >= full.seconds && !process.env.NO_WRITE) {
      console.log(`Written to ${await writeConsoleReport(report)}`);
    } else {
      console.log('A short run: BENCHMARKS.md left as it is.');
    }
  } finally {
    await probe.close();
    customers.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
