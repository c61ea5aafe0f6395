import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { chromiumPath } from './lighthouse-runner';

// Click to next paint as the browser itself times it: the Event Timing API's entry of the click (its duration
// runs from the input's timestamp to the next paint after the handlers ran, rounded to 8 ms by the browser).
// Playwright sends real input events through the DevTools protocol, so the browser times them as it times a
// person's clicks. Each page's clicks are in ./click-scenarios.ts; the console's busy-store bench uses this too.

export const cpuSlowdown = 4;
/** The smallest threshold the API allows: clicks quicker than it produce no entry at all. */
export const durationThreshold = 16;

export interface ClickLatency {
  /** The screen the control is on. */
  page: string;
  control: string;
  /** One per click, in ms; a click that produced no entry counts as the threshold (an upper bound). */
  durations: number[];
  /** Clicks quicker than the threshold, so not reported by the browser. */
  belowThreshold: number;
}

export function clickLatency(page: string, control: string): ClickLatency {
  return { page, control, durations: [], belowThreshold: 0 };
}

declare global {
  interface Window {
    benchClickEntries?: { startTime: number; duration: number }[];
  }
}

export interface ProbeBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Slows the CPU from now on: called once the page is prepared, so only the clicks run at the preset's slowdown. */
  slowDown(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with one tab that records every click's Event Timing entry from its first document on.
 * `viewport` is Lighthouse's phone unless given (412 × 823 CSS pixels at 1.75 device pixels per CSS pixel).
 */
export async function launchProbeBrowser(
  viewport: { width: number; height: number; deviceScaleFactor: number } = {
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
  },
): Promise<ProbeBrowser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  const { deviceScaleFactor, ...size } = viewport;
  const context = await browser.newContext({ viewport: size, deviceScaleFactor });
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
  return {
    browser,
    context,
    page,
    slowDown: async () => {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    },
    close: () => browser.close(),
  };
}

/**
 * Clicks, waits for the screen to show the outcome, then for the click's entry (delivered after the paint); the
 * duration is added to `into`.
 */
export async function timedClick(
  page: Page,
  control: Locator,
  into: ClickLatency,
  outcome: () => Promise<void>,
): Promise<number> {
  await quiet(page);
  return clickNow(page, control, into, outcome);
}

/** As timedClick, without the pause before: for a caller that keeps its own pace. */
export async function clickNow(
  page: Page,
  control: Locator,
  into: ClickLatency,
  outcome: () => Promise<void>,
): Promise<number> {
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
  return duration ?? durationThreshold;
}

/** Two frames and a pause, so one click's work does not run into the next one's measurement. */
export async function quiet(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))),
  );
}

/** Nearest-rank percentile, as the other benches count it. */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}
