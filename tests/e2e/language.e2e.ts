import { expect, test } from './support/journey';
import { addOne, helmiListPath } from './support/storefront';
import { textsIn } from './support/texts';

const fi = textsIn('fi');
const en = textsIn('en');

test('the language menu switches a product list with a cart between Finnish and English, and a reload keeps the choice', async ({
  page,
}) => {
  // No language asked for: the storefront starts in Finnish.
  await page.goto(helmiListPath);
  await addOne(page, 'Lohikeitto', fi);
  const cartOf = (t: typeof fi) => page.getByRole('region', { name: t('catalog.checkoutBar.label') });
  await expect(cartOf(fi)).toContainText(fi('catalog.checkoutBar.items', { count: 1 }));

  await page.getByRole('combobox', { name: fi('language.label') }).selectOption(en('language.en'));
  await expect(cartOf(en)).toContainText(en('catalog.checkoutBar.items', { count: 1 }));
  await expect(page.getByRole('link', { name: en('catalog.checkoutBar.checkout') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('combobox', { name: en('language.label') })).toHaveValue('en');
  await expect(cartOf(en)).toContainText(en('catalog.checkoutBar.items', { count: 1 }));
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');

  await page.getByRole('combobox', { name: en('language.label') }).selectOption(fi('language.fi'));
  await expect(page.getByRole('button', { name: fi('catalog.row.increase', { name: 'Lohikeitto' }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: fi('language.label') })).toHaveValue('fi');
  await expect(cartOf(fi)).toContainText(fi('catalog.checkoutBar.items', { count: 1 }));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
});
