import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { chromiumPath } from '../bench/lighthouse-runner';
import { buildProduct, startProductServer } from '../bench/web-server';

/**
 * `npm run screenshots`: starts the product with each example host (STOREFRONT_CONFIG, as a host would) and
 * photographs its first page in a phone's viewport, in Finnish, into docs/screenshots/, where the README shows
 * them. Taken from the running product, so they show what a visitor sees, not a drawing of it.
 */

const repoRoot = path.resolve(__dirname, '../..');
const outDir = path.join(repoRoot, 'docs', 'screenshots');

interface ExampleHost {
  readonly file: string;
  /** The page a visitor of this host lands on. */
  readonly path: string;
  /** What is on screen once the page has arrived. */
  readonly ready: (page: Page) => Promise<void>;
}

const storeCards = (page: Page) => page.locator('#root article').first().waitFor();

const hosts: readonly ExampleHost[] = [
  { file: 'helsinki.json', path: '/', ready: storeCards },
  { file: 'karachi-grocery.json', path: '/', ready: storeCards },
  // The arena shows its splash for 2 s, then its kitchen.
  {
    file: 'arena.json',
    path: '/',
    ready: (page) => page.locator('#root main h1').first().waitFor({ timeout: 15_000 }),
  },
  { file: 'cafe.json', path: '/', ready: (page) => page.locator('#root main h1').first().waitFor() },
  { file: 'transport.json', path: '/', ready: (page) => page.locator('#root main h1').first().waitFor() },
];

async function photograph(host: ExampleHost): Promise<string> {
  const server = await startProductServer({ STOREFRONT_CONFIG: path.join(repoRoot, 'examples', host.file) });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${host.path}`);
    await host.ready(page);
    // Pictures and fonts settled, and the app done with its start-up.
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, host.file.replace(/\.json$/, '.png'));
    await page.screenshot({ path: file });
    return file;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (process.env.NO_BUILD !== '1') await buildProduct();
  await mkdir(outDir, { recursive: true });
  for (const host of hosts) console.log(`${host.file}: ${path.relative(repoRoot, await photograph(host))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
