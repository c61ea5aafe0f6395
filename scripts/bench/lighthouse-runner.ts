import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { saveAsStaticHtml } from './static-twin';
import type { BenchPage } from './web-pages';

/** Debian's Chromium; nothing here downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

export interface LighthouseRun {
  lhr: LighthouseResult;
  /** The path measured, with the invoice's id for a confirmation. */
  path: string;
}

/**
 * One Lighthouse run of one page, every run from the same state: a new Chromium with a new empty profile
 * (chrome-launcher makes one per launch), the page's state made in it through the product, then the HTTP
 * cache emptied, so the measured load fetches every file as a first visit does while IndexedDB, localStorage
 * and cookies keep what the preparation left. Lighthouse's own storage reset is off for that reason: it
 * would also wipe the cart and the session.
 */
export async function runLighthouse(benchPage: BenchPage, baseUrl: string): Promise<LighthouseRun> {
  return inPreparedPage(benchPage, baseUrl, async (page, path) => {
    await emptyHttpCache(page);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      // The mobile preset is Lighthouse's default config: simulated slow 4G, 4× CPU, a phone's screen.
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        ignoreStatusCode: benchPage.answeredNotFound === true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return { lhr: result.lhr, path };
  });
}

/**
 * Leaves the tab on a blank page with an empty HTTP cache (and the code cache kept with it), so what the
 * preparation fetched is fetched again, as on a first visit.
 */
async function emptyHttpCache(page: Page): Promise<void> {
  await page.goto('about:blank');
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** A plain visit of the page, unmeasured: the server compiles and caches each route's first answer here. */
export async function warmUp(benchPage: BenchPage, baseUrl: string): Promise<void> {
  await inPreparedPage(benchPage, baseUrl, async (page, path) => {
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle2', timeout: 30_000 });
  });
}

/** The page as its preparation leaves it, saved as static HTML (static-twin.ts), with the path it was saved from. */
export async function saveStaticCopy(benchPage: BenchPage, baseUrl: string): Promise<{ path: string; html: string }> {
  return inPreparedPage(benchPage, baseUrl, async (page, path) => ({
    path,
    html: await saveAsStaticHtml(page, baseUrl, path),
  }));
}

/** A new Chromium with an empty profile, its tab prepared for the page; the browser is closed afterwards. */
async function inPreparedPage<T>(
  benchPage: BenchPage,
  baseUrl: string,
  use: (page: Page, path: string) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const [page = await browser.newPage()] = await browser.pages();
    const used = await use(page, await benchPage.prepare(page, baseUrl));
    await browser.disconnect();
    return used;
  } finally {
    chrome.kill();
  }
}
