import { expect, test } from './support/journey';

test('industry tabs, search, a store and the way back', async ({ page }) => {
  await page.goto('/products?lng=en&trade_type_id=1');
  await expect(page.getByRole('tab', { name: 'Restaurants' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Sataman Helmi' })).toBeVisible();

  await page.getByRole('tab', { name: 'Groceries' }).click();
  await expect(page).toHaveURL(/industryId=22&trade_type_id=1$/);
  await expect(page.getByRole('article', { name: 'Kauppa Vallila' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Sataman Helmi' })).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search stores' });
  await search.pressSequentially('Vallila!');
  await expect(search).toHaveValue('Vallila');
  await expect(page).toHaveURL(/search=Vallila/);
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.getByRole('link', { name: 'Kauppa Vallila' }).click();
  await expect(page).toHaveURL(/\/products\/product-list\/[^/]+\/ALL\/ALL\/22\?trade_type_id=1$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Groceries' })).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveValue('Vallila');
});

test('the frame: bottom navigation, side menu, footer and /home', async ({ page }) => {
  await page.goto('/home?lng=en');
  await expect(page).toHaveURL(/\/products\?trade_type_id=1$/);

  const bottom = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bottom.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
    'href',
    '/order/history?trade_type_id=1',
  );

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeHidden();

  await expect(page.getByText(/^Version \d+\.\d+\.\d+/)).toBeVisible();
  await expect(page.getByText(/^© \d{4} Helsinki Eats\./)).toBeVisible();
  await page.getByRole('navigation', { name: 'Information' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/\/faqs$/);
});

test('the listing works on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/?lng=en');
  await expect(page.getByRole('article').first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
