import { expect, test, type Page } from './support/journey';
import { routeConfigJson } from './support/config-route';

// Seeded data (src/server/seed): the arena venue "Areena Keittiö" has four pickup locations with pictures;
// Sataman Helmi's menu has several sections, so its ALL list opens each with a category header row.
const arenaEntry = '/products/store/areena-keittio/21';
const helmiList = '/products/product-list/sataman-helmi/ALL/ALL/21?lng=en';

/** Serves the host configuration under test instead of the one beside index.html. */
async function configure(page: Page, config: Record<string, unknown>) {
  await routeConfigJson(page, async (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
  );
}

test('the arena shows its kitchen banner, where the kitchen is, and every pickup location with its picture', async ({
  page,
}) => {
  await configure(page, { arena: true, currencySymbol: '€' });
  await page.goto(`${arenaEntry}?lng=en`);
  const banner = page.getByRole('region', { name: 'Kitchen' });
  await expect(banner).toContainText('Kitchen location: Nordenskiöldinkatu 11, 00250 Helsinki');
  const footer = page.getByRole('region', { name: 'Food pickup locations' });
  await expect(footer.getByRole('listitem')).toHaveCount(4);
  const picture = footer.getByRole('img', { name: 'Portti A – Grilli pickup location' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the arena speaks Finnish, offers no other language, and fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await configure(page, { arena: true, currencySymbol: '€', languages: ['fi'] });
  // Asked for English, the arena's page is in Finnish, the one language it offers.
  await page.goto(`${arenaEntry}?lng=en`);
  await expect(page.getByRole('combobox', { name: 'Kieli' }).getByRole('option')).toHaveText(['Suomi']);
  await expect(page.getByRole('region', { name: 'Keittiö' })).toContainText('Keittiön sijainti:');
  await expect(page.getByRole('region', { name: 'Ruoan noutopisteet' }).getByRole('listitem')).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('without the arena flag the same venue lists like any store', async ({ page }) => {
  await page.goto(`${arenaEntry}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Areena Keittiö' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kitchen' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Food pickup locations' })).toHaveCount(0);
});

test('a category header row leads to the listing of its section', async ({ page }) => {
  await page.goto(helmiList);
  const link = page.getByRole('link', { name: /^View all in / }).first();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${(target ?? '').split('?')[0]}`));
  await expect(page.getByRole('link', { name: /^View all in / })).toHaveCount(0);
});

test('STANDARD_PLUS shows large product cards with the whole description', async ({ page }) => {
  await configure(page, { layout: 'STANDARD_PLUS', currencySymbol: '€' });
  await page.goto(helmiList);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
  const picture = page.getByRole('button', { name: /^Enlarge the picture of / }).first();
  const article = page.getByRole('article').first();
  const [pictureWidth, articleWidth] = await Promise.all([
    picture.evaluate((element) => element.getBoundingClientRect().width),
    article.evaluate((element) => element.getBoundingClientRect().width),
  ]);
  expect(pictureWidth).toBeGreaterThan(articleWidth / 2);
});
