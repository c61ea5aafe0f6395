import { existsSync } from 'node:fs';
import { chromium, type Browser, type Request } from 'playwright';
import { startProductServer } from '../bench/web-server';

/** Debian's headless shell when installed (as the journeys use it), else its Chromium; nothing is downloaded. */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** As Lighthouse reads "quiet": no request under way and none started for this long. */
const quietMs = 5_000;
/** A page that never goes quiet is measured as it stands then. */
const longestVisitMs = 60_000;

/**
 * The built files (`assets/…`, as the bundle manifest names them) of every script a first visit to `path` fetches
 * until the network is quiet, for each language: a fresh browser profile each (no cart, no session, no worker yet),
 * the app's service worker blocked, since what the worker precaches for offline use is its own download in the
 * background, not the page's. What counts is what really loads, whatever the code names its chunks.
 */
export async function scriptsUntilQuiet(
  staticDir: string,
  path: string,
  languages: readonly string[],
): Promise<Map<string, string[]>> {
  // The check runs beside jest in `npm test`: a busy machine must not turn the page the server draws into a bare one
  // (3 s by default), which would start the app's code otherwise than a visitor's page does.
  const server = await startProductServer({ STATIC_DIR: staticDir, FIRST_SCREEN_WAIT_MS: '60000' });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    });
    const visits = new Map<string, string[]>();
    for (const language of languages) {
      visits.set(language, await visit(browser, `${server.baseUrl}${path}?lng=${language}`));
    }
    return visits;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

async function visit(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    const underWay = new Set<Request>();
    let lastActivity = Date.now();
    page.on('request', (request) => {
      lastActivity = Date.now();
      // A live stream stays open by design: it is no download the network waits for.
      if (request.resourceType() !== 'eventsource') underWay.add(request);
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.replace(/^\//, ''));
    });
    const ended = (request: Request) => {
      underWay.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - started < longestVisitMs) {
      if (underWay.size === 0 && Date.now() - lastActivity >= quietMs) break;
      await page.waitForTimeout(250);
    }
    return [...scripts];
  } finally {
    await context.close();
  }
}
