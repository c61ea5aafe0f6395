import { expect, test } from './support/journey';
import { seedStores } from '../../src/server/seed/seed-stores';

const restaurants = seedStores.filter((store) => store.industries.some((industry) => industry.id === 21));
const pizzaRestaurants = restaurants.filter((store) =>
  [store.name, store.shop_name, store.tag].some((text) => text?.toLowerCase().includes('pizza')),
);

test('the store search asks the server once typing pauses and keeps the search in the address', async ({ page }) => {
  await page.goto('/?lng=en');
  const field = page.getByRole('searchbox', { name: 'Search stores' });
  await field.pressSequentially('piz#za', { delay: 30 });
  await expect(field).toHaveValue('pizza');
  await expect(page).toHaveURL(/[?&]search=pizza(&|$)/);
  await expect(page.getByRole('article')).toHaveCount(pizzaRestaurants.length);
  for (const store of pizzaRestaurants) await expect(page.getByRole('article', { name: store.name })).toBeVisible();

  await field.fill('zzqx');
  await expect(page.getByText('No Stores Found')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search stores' })).toHaveValue('zzqx');
  await expect(page.getByText('No Stores Found')).toBeVisible();
});

test('going back from a store returns the listing to where it was scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/?lng=en');
  const last = page.getByRole('article').last();
  await expect(last).toBeVisible();
  await last.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  await last.getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/product-list\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page.getByRole('article').last()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 5);
});
