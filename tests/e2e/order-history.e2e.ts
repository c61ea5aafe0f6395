import { seeded } from './support/seeded';
import { expect, test } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder } from './support/orders';
import { addOne, helmiList } from './support/storefront';

// Seeded data (src/server/seed): Pizzeria Vallila (open) sells Caesar-salaatti without a stock limit and has
// 3 Sitruunalimonadi left; no other journey orders it. Sataman Helmi sells Kotikalja.
// The page is in English: the catalogue's names are the English ones.
const salad = seeded('Caesar-salaatti', 'en');
const lemonade = seeded('Sitruunalimonadi', 'en');
const drink = seeded('Kotikalja', 'en');

test('re-ordering over a full cart asks first: Cancel, Proceed to Cart, and Clear Cart with the lines capped to the units left', async ({
  page,
  request,
}) => {
  await page.goto(helmiList);
  const token = await browserSessionToken(page);
  // Two of the three lemonades: one is left when the customer orders the same again.
  const order = await placeCashOrder(request, token, 'pizzeria-vallila', [
    { productQueryId: 'pizzeria-vallila--caesar-salaatti', quantity: 1 },
    { productQueryId: 'pizzeria-vallila--sitruunalimonadi', quantity: 2 },
  ]);
  await addOne(page, drink);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const reorder = page.getByRole('button', { name: `Re-order order #${order.shortOrderId}` });
  const dialog = page.getByRole('dialog', { name: 'Re-order' });

  await reorder.click();
  await expect(dialog.getByText(/^You've already got items in your cart/)).toHaveText(
    "You've already got items in your cart, please complete your first order or clear your cart to add new items.",
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/order\/history/);

  await reorder.click();
  await dialog.getByRole('button', { name: 'Proceed to Cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('group', { name: `Quantity of ${drink}` })).toContainText('1');

  await page.goBack();
  await reorder.click();
  await dialog.getByRole('button', { name: 'Clear Cart and Add New Items' }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('group', { name: `Quantity of ${salad}` })).toContainText('1');
  await expect(page.getByRole('group', { name: `Quantity of ${lemonade}` })).toContainText('1');
  await expect(page.getByRole('listitem', { name: drink })).toHaveCount(0);
});
