import { chromium, type Locator, type Page } from 'playwright';
import { textsIn } from '../../tests/e2e/support/texts';
import { chromiumPath } from './lighthouse-runner';
import { productListPath, store } from './web-pages';

// Click to next paint on the product list, as the browser itself times it: the Event Timing API's entry of
// the click (its duration runs from the input's timestamp to the next paint after the handlers ran, rounded
// to 8 ms by the browser). Playwright sends real input events through the DevTools protocol, so the browser
// times them as it times a person's clicks.

const t = textsIn('fi');
const cpuSlowdown = 4;
/** The smallest threshold the API allows: clicks quicker than it produce no entry at all. */
const durationThreshold = 16;

export interface ClickLatency {
  control: string;
  /** One per click, in ms; a click that produced no entry counts as the threshold (an upper bound). */
  durations: number[];
  /** Clicks quicker than the threshold, so not reported by the browser. */
  belowThreshold: number;
}

declare global {
  interface Window {
    benchClickEntries?: { startTime: number; duration: number }[];
  }
}

/** The product list in a phone's viewport at 4× CPU slowdown: `clicks` on "Add", then on the quantity buttons. */
export async function measureClickLatency(baseUrl: string, clicks: number): Promise<ClickLatency[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    // Lighthouse's phone: 412 × 823 CSS pixels at 1.75 device pixels per CSS pixel.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    await page.addInitScript((threshold: number) => {
      window.benchClickEntries = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'click')
            window.benchClickEntries?.push({ startTime: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
    }, durationThreshold);
    await page.goto(`${baseUrl}${productListPath}`);
    const name = store.product;
    const add = page.getByRole('button', { name: t('catalog.row.addLabel', { name }), exact: true });
    const counter = page.getByRole('group', { name: t('catalog.row.quantity', { name }), exact: true });
    const increase = page.getByRole('button', { name: t('catalog.row.increase', { name }), exact: true });
    const decrease = page.getByRole('button', { name: t('catalog.row.decrease', { name }), exact: true });
    await add.waitFor();
    // Slowed after the load, so only the clicks are measured at the preset's slowdown.
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    // "Add": the first click also loads the cart's storage, as a visitor's first add does; each add is undone
    // (unmeasured) so the next click meets the Add button again.
    const adds: ClickLatency = { control: 'Add', durations: [], belowThreshold: 0 };
    for (let click = 0; click < clicks; click += 1) {
      await timedClick(page, add, adds, () => settled(counter, 1));
      await decrease.click();
      await add.waitFor();
      await quiet(page);
    }
    // Quantity: one line at 1, then + and − in turn (1 → 2 → 1 …), every click measured.
    await add.click();
    await settled(counter, 1);
    const steps: ClickLatency = { control: 'Quantity (+/−)', durations: [], belowThreshold: 0 };
    for (let click = 0; click < clicks; click += 1) {
      const up = click % 2 === 0;
      await timedClick(page, up ? increase : decrease, steps, () => settled(counter, up ? 2 : 1));
    }
    return [adds, steps];
  } finally {
    await browser.close();
  }
}

/** Clicks, waits for the screen to show the outcome, then for the click's entry (delivered after the paint). */
async function timedClick(page: Page, control: Locator, into: ClickLatency, outcome: () => Promise<void>) {
  await quiet(page);
  const before = await page.evaluate(() => performance.now());
  await control.click();
  await outcome();
  const duration = await page
    .waitForFunction(
      (since: number) => window.benchClickEntries?.find((entry) => entry.startTime >= since)?.duration,
      before,
      { timeout: 2_000, polling: 50 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => undefined);
  if (duration === undefined) into.belowThreshold += 1;
  into.durations.push(duration ?? durationThreshold);
}

/** The counter shows `quantity` and is no longer busy: the change is stored and painted. */
async function settled(counter: Locator, quantity: number): Promise<void> {
  await counter
    .and(counter.page().locator(':not([aria-busy="true"])'))
    .filter({ hasText: String(quantity) })
    .waitFor();
}

/** Two frames and a pause, so one click's work does not run into the next one's measurement. */
async function quiet(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
  );
}
