import { rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './support/journey';
import { journeyLanguages } from './support/journey-languages';
import { startOwnServer, type OwnServer } from './support/own-server';
import { buildFiles, buildSecondTime, type SecondBuild } from './support/second-build';
import { seeded } from './support/seeded';
import { textsIn } from './support/texts';

// The journey is about the app's service worker, which the other journeys block (.config/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 29, part 4: a deploy is what the next load runs, never more than one reload late, and never a mix of two
// builds' chunks. The first build is the one the journeys run (dist/); the second is built here from the same
// sources with the store menu's chunk changed and a new version. A server of the journey's own serves the first,
// then is restarted on the second, as a host deploys.

const firstDist = path.join(__dirname, '../../dist');
let second: SecondBuild | undefined;
let server: OwnServer | undefined;
/** The build the own server serves now: the first, as beforeAll starts it, until a journey deploys the second. */
let deployed: 'first' | 'second' = 'first';

test.beforeAll(async () => {
  // A whole production build on a busy machine, then a server's start.
  test.setTimeout(900_000);
  second = await buildSecondTime({
    version: `deploy-${Date.now()}`,
    changedModule: 'presentation/pages/product-listing/product-listing-page.tsx',
  });
  server = await startOwnServer(110_000, { STATIC_DIR: firstDist });
});

test.afterAll(async () => {
  await server?.dispose();
  if (second) await rm(second.folder, { recursive: true, force: true });
});

/** The scripts under /assets/ the page has run, by address. */
function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathName) => pathName.startsWith('/assets/') && pathName.endsWith('.js')),
  );
}

/** Waits until the app's worker controls the page and has kept the page the visit began on. */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (navigator.serviceWorker.controller === null) return 0;
          return (await (await caches.open('shop-pages')).keys()).length;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

for (const language of journeyLanguages(__filename)) {
  test(`${language}: an open page keeps its own build's chunks after a deploy, and the next load runs the new build`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    if (!server || !second) throw new Error('The second build or the own server did not start');
    const t = textsIn(language);
    const soup = seeded('Lohikeitto', language);
    const first = await buildFiles(firstDist);
    const firstMenuChunk = first.filesOf('page-product-listing');
    const secondMenuChunk = second.filesOf('page-product-listing');
    expect(secondMenuChunk).not.toEqual(firstMenuChunk);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The first build deployed (a journey before this one, in the other language, left the second deployed). A
    // server that serves it already is not restarted: a start costs 6 to 8 s of CPU.
    if (deployed === 'second') await server.restartWith({ STATIC_DIR: firstDist });
    deployed = 'first';

    // A visit of the first build: its worker precaches that build.
    await page.goto(`${server.url}/?lng=${language}`);
    await expect(page.getByRole('link', { name: 'Sataman Helmi' })).toBeVisible();
    await keptForOffline(page);
    const ranBeforeDeploy = await scriptsRun(page);
    expect(ranBeforeDeploy).toEqual(expect.arrayContaining([...first.entryFiles]));
    expect(ranBeforeDeploy.filter((file) => firstMenuChunk.includes(file))).toEqual([]);

    await server.restartWith({ STATIC_DIR: second.dist });
    deployed = 'second';
    for (const file of firstMenuChunk) expect((await page.request.get(`${server.url}${file}`)).status()).toBe(404);

    // The open page of the first build opens a store's menu: its own build's chunk, which the server no longer
    // has, comes from the worker's precache, and runs (no second build's chunk in this page).
    const menuChunk = page.waitForResponse((response) => firstMenuChunk.includes(new URL(response.url()).pathname));
    await page.getByRole('link', { name: 'Sataman Helmi' }).click();
    const served = await menuChunk;
    expect(served.status()).toBe(200);
    expect(served.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('article', { name: soup })).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { secondBuild?: boolean }).secondBuild)).toBeUndefined();
    expect((await scriptsRun(page)).filter((file) => secondMenuChunk.includes(file))).toEqual([]);

    // The next load runs the second build at once: the page comes from the network, not the old worker's copy.
    await page.reload();
    await expect(page.getByRole('article', { name: soup })).toBeVisible();
    // The server draws the menu first; the app's code (the second build's menu chunk) follows.
    await expect.poll(() => page.evaluate(() => (globalThis as { secondBuild?: boolean }).secondBuild)).toBe(true);
    const ranAfterDeploy = await scriptsRun(page);
    expect(ranAfterDeploy).toEqual(expect.arrayContaining([...second.entryFiles]));
    expect(ranAfterDeploy.filter((file) => firstMenuChunk.includes(file) || first.entryFiles.includes(file))).toEqual(
      [],
    );

    // Its version check finds the new version: caches emptied, the old worker unregistered, one reload.
    const dialog = page.getByRole('dialog', { name: t('version.newVersion.title') });
    await expect(dialog).toBeVisible();
    await page.waitForEvent('load', { timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe(second.version);
    await expect.poll(() => page.evaluate(() => (globalThis as { secondBuild?: boolean }).secondBuild)).toBe(true);

    // The second build's worker takes over and precaches the second build, and nothing of the first.
    await keptForOffline(page);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname);
    });
    expect(precached).toEqual(expect.arrayContaining([...second.entryFiles, ...secondMenuChunk]));
    expect(precached.filter((file) => firstMenuChunk.includes(file) || first.entryFiles.includes(file))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
