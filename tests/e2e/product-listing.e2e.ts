import { seeded } from './support/seeded';
import { expect, test } from './support/journey';
import { addOne, goToPage, helmiList, helmiListIn } from './support/storefront';
import { textsIn } from './support/texts';
import { journeyLanguages } from './support/journey-languages';

// Seeded data (src/server/seed): the corner shop has more than 100 products (the apple juice is on page 2),
// Sataman Helmi's fish of the day has 4 units left, and Töölön Burgeri is another store for the cart conflict.
// The journeys run in each language with that language's texts from the locale files.
const bigShop = '/products/store/lahikauppa-kruununhaka/22';
const burgeriList = '/products/product-list/toolon-burgeri/ALL/ALL/21';
/** Sataman Helmi's salmon soup, on the English pages below. */
const soup = seeded('Lohikeitto', 'en');

for (const language of journeyLanguages(__filename)) {
  const t = textsIn(language);
  // The catalogue's names as the page's language shows them.
  const onPageTwo = seeded('Omenamehu, keskikoko', language);
  const fish = seeded('Päivän kala', language);
  const drink = seeded('Kotikalja', language);
  const burger = seeded('Vege', language);

  test(`[${language}] a customer pages past the first 100 products of a big store`, async ({ page }) => {
    await page.goto(`${bigShop}?lng=${language}`);
    await expect(page).toHaveURL(/\/products\/product-list\/lahikauppa-kruununhaka\/ALL\/ALL\/22/);
    await expect(page.getByRole('article')).toHaveCount(100);
    await expect(page.getByRole('article', { name: onPageTwo })).toHaveCount(0);
    await goToPage(page, 2, t);
    await expect(page.getByRole('article', { name: onPageTwo })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name: onPageTwo })).toBeVisible();
  });

  test(`[${language}] the quantity stops at the units left, and the cart survives a reload`, async ({ page }) => {
    await page.goto(helmiListIn(language));
    await addOne(page, fish, t);
    const increase = page.getByRole('button', { name: t('catalog.row.increase', { name: fish }) });
    const quantity = page.getByRole('group', { name: t('catalog.row.quantity', { name: fish }) });
    for (let count = 2; count <= 4; count += 1) {
      await increase.click();
      await expect(quantity).toContainText(String(count));
    }
    await increase.click();
    await expect(page.getByRole('article', { name: fish }).getByRole('alert')).toHaveText(
      t('cart.exceedsRemainingUnits'),
    );
    await expect(quantity).toContainText('4');
    await page.reload();
    await expect(page.getByRole('region', { name: t('catalog.checkoutBar.label') })).toContainText(
      t('catalog.checkoutBar.items', { count: 4 }),
    );
  });

  test(`[${language}] adding from a second store offers both choices of the cart conflict`, async ({ page }) => {
    await page.goto(helmiListIn(language));
    await addOne(page, drink, t);

    const addBurger = page.getByRole('button', { name: t('catalog.row.addLabel', { name: burger }) });
    const conflict = page.getByRole('dialog', { name: t('catalog.conflictTitle') });
    await page.goto(`${burgeriList}?lng=${language}`);
    await addBurger.click();
    await expect(conflict).toContainText(t('cart.conflict.message'));
    await conflict.getByRole('button', { name: t('cart.conflict.proceedToCart') }).click();
    await expect(page).toHaveURL(/\/checkout\/cart-summary/);
    await expect(page.getByRole('heading', { level: 1, name: t('checkout.title') })).toBeVisible();
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: drink }) })).toContainText('1');

    await page.goto(`${burgeriList}?lng=${language}`);
    await addBurger.click();
    await conflict.getByRole('button', { name: t('cart.conflict.clearCartAndAddNewItem') }).click();
    await expect(conflict).toHaveCount(0);
    await expect(page.getByRole('group', { name: t('catalog.row.quantity', { name: burger }) })).toContainText('1');
    await expect(page.getByRole('region', { name: t('catalog.checkoutBar.label') })).toContainText(
      t('catalog.checkoutBar.items', { count: 1 }),
    );
  });
}

test('on a phone the checkout bar stays above the bottom navigation and takes the tap', async ({ page }) => {
  const t = textsIn('en');
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(helmiList);
  await addOne(page, soup, t);
  const bar = page.getByRole('region', { name: t('catalog.checkoutBar.label') });
  const navigation = page.getByRole('navigation', { name: t('navigation.bottomLabel') });
  const barBox = await bar.boundingBox();
  const navigationBox = await navigation.boundingBox();
  expect(barBox && navigationBox && barBox.y + barBox.height).toBeLessThanOrEqual(navigationBox?.y ?? 0);
  // A click is refused while another element would receive it, so this fails if the navigation covers the link.
  await bar.getByRole('link', { name: t('catalog.checkoutBar.checkout') }).click();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
});

test('two tabs show the same cart at once', async ({ page, context }) => {
  const t = textsIn('en');
  await page.goto(helmiList);
  const second = await context.newPage();
  await second.goto(helmiList);
  await addOne(page, soup, t);
  await expect(second.getByRole('group', { name: t('catalog.row.quantity', { name: soup }) })).toContainText('1');
});
