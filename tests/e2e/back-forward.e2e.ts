import { seeded } from './support/seeded';
import { expect, test } from './support/journey';

// Seeded data (src/server/seed): Lähikauppa Kruununhaka, a grocery, has more than 100 products; the juice
// sizes are on page 2 of ALL. Scroll positions are not asserted here.
const store = 'Lähikauppa Kruununhaka';
// The page is in English, and so are the catalogue's names.
const onPageTwo = seeded('Omenamehu, keskikoko', 'en');
const drinks = seeded('Juomat', 'en');

test('back and forward restore the store search, the product page and the category', async ({ page }) => {
  await page.goto('/products?lng=en&industryId=22');
  const search = page.getByRole('searchbox', { name: 'Search stores' });
  await search.fill('Kruununhaka');
  await expect(page).toHaveURL(/search=Kruununhaka/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: store }).click();

  const listOfAll = /\/products\/product-list\/lahikauppa-kruununhaka\/ALL\/ALL\/22/;
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(page).toHaveURL(listOfAll);
  await expect(page.getByRole('article')).toHaveCount(100);
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article', { name: onPageTwo })).toBeVisible();

  const categories = page.getByRole('group', { name: 'Categories' });
  await categories.getByRole('button', { name: drinks }).click();
  await expect(categories.getByRole('button', { name: drinks })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).not.toHaveURL(listOfAll);

  await page.goBack();
  await expect(page).toHaveURL(listOfAll);
  await expect(page).toHaveURL(/page=2/);
  await expect(categories.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name: onPageTwo })).toBeVisible();

  await page.goBack();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toHaveCount(100);
  await expect(page.getByRole('article', { name: onPageTwo })).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Groceries' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('Kruununhaka');
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.goForward();
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goForward();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article', { name: onPageTwo })).toBeVisible();
  await page.goForward();
  await expect(categories.getByRole('button', { name: drinks })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article', { name: onPageTwo })).toHaveCount(0);
});
