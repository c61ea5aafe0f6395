import { expect, test } from '@playwright/test';
import { addOne, helmiList } from './support/storefront';

// Seeded data (src/server/seed): the corner shop has more than 100 products, Sataman Helmi's fish of the
// day has 4 units left, and Töölön Burgeri is another store for the cart conflict.
const bigShop = '/products/store/lahikauppa-kruununhaka/22?lng=en';
const burgeriList = '/products/product-list/toolon-burgeri/ALL/ALL/21?lng=en';

test('a customer pages past the first 100 products of a big store', async ({ page }) => {
  await page.goto(bigShop);
  await expect(page).toHaveURL(/\/products\/product-list\/lahikauppa-kruununhaka\/ALL\/ALL\/22/);
  await expect(page.getByRole('article')).toHaveCount(100);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('article', { name: 'Omenamehu, keskikoko' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: 'Omenamehu, keskikoko' })).toBeVisible();
});

test('the quantity stops at the units left, and the cart survives a reload', async ({ page }) => {
  await page.goto(helmiList);
  await addOne(page, 'Päivän kala');
  const increase = page.getByRole('button', { name: 'Increase quantity of Päivän kala' });
  for (let quantity = 2; quantity <= 4; quantity += 1) {
    await increase.click();
    await expect(page.getByRole('group', { name: 'Quantity of Päivän kala' })).toContainText(String(quantity));
  }
  await increase.click();
  await expect(page.getByRole('article', { name: 'Päivän kala' }).getByRole('alert')).toHaveText(
    'Selected Product exceeds the total remaining units',
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('4 items');
});

test('adding from a second store offers both choices of the cart conflict', async ({ page }) => {
  await page.goto(helmiList);
  await addOne(page, 'Kotikalja');

  await page.goto(burgeriList);
  await page.getByRole('button', { name: 'Add Vege to cart' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("You've already got items in your cart");
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);

  await page.goto(burgeriList);
  await page.getByRole('button', { name: 'Add Vege to cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear Cart and Add New Item' }).click();
  await expect(page.getByRole('group', { name: 'Quantity of Vege' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Your cart' })).toContainText('1 item');
});

test('two tabs show the same cart at once', async ({ page, context }) => {
  await page.goto(helmiList);
  const second = await context.newPage();
  await second.goto(helmiList);
  await addOne(page, 'Lohikeitto');
  await expect(second.getByRole('group', { name: 'Quantity of Lohikeitto' })).toContainText('1');
});
