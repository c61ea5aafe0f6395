import { expect, test } from './support/journey';
import { seedStores } from '../../src/server/seed/seed-stores';
import { chunkFiles, isChunkFile } from './support/chunk-files';
import { seeded } from './support/seeded';
import { addOne, openCartSummary } from './support/storefront';

const seededRestaurant = seedStores.find((store) => store.industries.some((industry) => industry.id === 21));

test('a customer opens / and sees the seeded stores with their delivery times', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const card = page.getByRole('article', { name: seededRestaurant?.name ?? 'no seeded restaurant' });
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(seededRestaurant?.name ?? '');
  await expect(card.getByText(/^Delivery time \d/)).toBeVisible();
  // The banner really arrived from the server, not just an empty frame.
  const banner = card.getByRole('img');
  await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the storefront starts in Finnish and remembers the language chosen from the menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Kaupat' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kieli' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no-such-page?lng=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});

test('browsing runs without the container; the cart summary brings it, once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const fetched = (chunk: string) => scripts.filter((url) => isChunkFile(url, chunk));
  const versionCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/meta.json');
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  // What the first screen starts once it is in has run: the version check.
  await versionCheck;
  expect(fetched('version')).not.toEqual([]);
  expect(fetched('container')).toEqual([]);

  // A store's product list and its cart: still without it.
  await page.getByRole('link', { name: 'Sataman Helmi' }).click();
  await addOne(page, seeded('Lohikeitto', 'en'));
  expect(fetched('container')).toEqual([]);

  // The cart summary's checkout is bound by the container: it and inversify come, each once.
  await openCartSummary(page);
  await expect.poll(() => new Set(fetched('container')).size).toBe(chunkFiles('container').length);
  expect(fetched('container')).toHaveLength(chunkFiles('container').length);
});
