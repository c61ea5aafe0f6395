import { expect, test } from './support/journey';
import { seeded } from './support/seeded';
import { addOne } from './support/storefront';
import { textsIn } from './support/texts';

const en = textsIn('en');
const store = 'Sataman Helmi';
const appCode = '**/assets/**/*.js';

test('a store link followed before the app came alive keeps ?lng=en: the next page is English, drawn and alive', async ({
  page,
}) => {
  // The app's code is held back, so the listing stays the page the server drew and its link a plain page load.
  await page.route(appCode, (route) => route.abort());
  await page.goto('/?lng=en');
  const link = page.getByRole('article', { name: store }).getByRole('link', { name: store });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBeNull();
  await page.unroute(appCode);

  const drawn = page.waitForResponse(
    (response) => response.request().resourceType() === 'document' && response.url().includes('/product-list/'),
  );
  await link.click();
  const response = await drawn;
  expect(new URL(response.url()).searchParams.get('lng')).toBeNull();
  // The server drew the next page in the language the cookie kept.
  expect(await response.text()).toContain('<html lang="en">');

  // The app, alive on this page, reads the cookie too and speaks English.
  await expect(page.getByRole('combobox', { name: en('language.label') })).toHaveValue('en');
  await addOne(page, seeded('Lohikeitto', 'en'), en);
  await expect(page.getByRole('link', { name: en('catalog.checkoutBar.checkout') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
