import { expect, test, type Page } from './support/journey';
import { journeyLanguages } from './support/journey-languages';
import { seeded } from './support/seeded';
import { addOne, helmiListIn, openCartSummary } from './support/storefront';
import { textsIn } from './support/texts';

// The journey is about the app's service worker, which the other journeys block (.config/playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// Issue 29, part 2: after one visit the shop opens with the network cut. The visit goes through the store listing,
// a store's menu, a product's details and the cart summary; the browser is then taken offline and the pages are
// loaded again, from the service worker's copy.

/** Waits until the page is controlled by the app's worker and the worker has kept the page the visit began on. */
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
  test(`${language}: after one visit the listing, a menu, a product's details and the cart open offline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const t = textsIn(language);
    const soup = seeded('Lohikeitto', language);
    const banner = page.getByRole('status').filter({ hasText: t('offline.banner.title') });

    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('article', { name: 'Sataman Helmi' })).toBeVisible();
    await keptForOffline(page);
    // A store's menu opened from the listing, in the page: its reads go through the worker, which keeps them.
    const pancake = seeded('Pannukakku', language);
    await page.getByRole('link', { name: 'Kallion Keittiö' }).click();
    await expect(page.getByRole('article', { name: pancake })).toBeVisible();

    await page.goto(helmiListIn(language));
    await addOne(page, soup, t);
    const detailsPath = `/products/details/sataman-helmi/ALL/ALL/21/sataman-helmi--lohikeitto/1?lng=${language}`;
    await page.goto(detailsPath);
    await expect(page.getByRole('heading', { level: 1, name: soup })).toBeVisible();
    await page.goto(helmiListIn(language));
    await openCartSummary(page, t);
    const summaryUrl = page.url();
    await expect(banner).toHaveCount(0);

    await context.setOffline(true);
    // The banner comes on the browser's offline event, without a reload.
    await expect(banner).toContainText(t('offline.banner.whatWorks'));

    // The cart summary was never loaded as a page: the worker answers with the app's shell, which draws it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
    await expect(banner).toBeVisible();
    expect(page.url()).toBe(summaryUrl);

    await page.goto(`/?lng=${language}`);
    await expect(page.getByRole('article', { name: 'Sataman Helmi' })).toBeVisible();
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: 'Kallion Keittiö' }).click();
    await expect(page.getByRole('article', { name: pancake })).toBeVisible();

    await page.goto(helmiListIn(language));
    await expect(page.getByRole('article', { name: soup })).toBeVisible();
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: soup }) })).toContainText('1');

    await page.goto(detailsPath);
    await expect(page.getByRole('heading', { level: 1, name: soup })).toBeVisible();
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
}
