import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext } from './support/journey';
import { startOwnServer } from './support/own-server';

/**
 * Every example host's shop is installable as an app (issue 29, part 5): each host's configuration served by a
 * server of its own (STOREFRONT_CONFIG, as a host starts it), its start page opened in each language it offers, and
 * Chromium asked over the DevTools protocol why it would not install it. Chromium's headless shell, which the other
 * journeys run in, answers that question with an empty list whatever the page, so this journey opens the full
 * browser, in a profile of its own: Chromium installs nothing from an incognito window, which a new context is.
 */
const fullChromium = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
const examplesDir = path.join(__dirname, '../../examples');
const hosts = readdirSync(examplesDir).filter((file) => file.endsWith('.json'));

interface ExampleHost {
  readonly brandName?: string;
  readonly languages?: readonly ('fi' | 'en')[];
}

test.describe.configure({ mode: 'serial' });

/**
 * One full browser for every host: launching it cost each host's test a browser start of its own (its browser,
 * GPU-less compositor and network processes). Each host is served on a port of its own, so each host's page is an
 * origin of its own in the shared profile and never sees another host's manifest or worker.
 */
let context: BrowserContext | undefined;
let profile: string | undefined;

test.beforeAll(async () => {
  if (!existsSync(fullChromium)) return;
  profile = await mkdtemp(path.join(os.tmpdir(), 'storefront-installable-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: fullChromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
});

test.afterAll(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

for (const file of hosts) {
  test(`the ${file.replace(/\.json$/, '')} host's shop can be installed, in each language it offers`, async () => {
    test.skip(!existsSync(fullChromium), `the full Chromium (${fullChromium}) is needed to judge installability`);
    test.setTimeout(120_000);
    if (!context) throw new Error('The full Chromium did not start');
    const host = JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8')) as ExampleHost;
    const server = await startOwnServer(60_000, { STOREFRONT_CONFIG: path.join(examplesDir, file) });
    const page = await context.newPage();
    try {
      const devTools = await context.newCDPSession(page);
      for (const language of host.languages ?? ['fi', 'en']) {
        await page.goto(`${server.url}/?lng=${language}`);
        const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
        expect(installabilityErrors, `${file} in ${language}`).toEqual([]);
        // The manifest Chromium judged is the host's, in the page's language.
        const { data } = await devTools.send('Page.getAppManifest');
        expect(JSON.parse(data ?? 'null')).toMatchObject({ name: host.brandName ?? 'Storefront', lang: language });
      }
    } finally {
      await page.close();
      await server.dispose();
    }
  });
}
