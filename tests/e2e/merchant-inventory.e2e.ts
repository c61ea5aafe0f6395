import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { helmiList } from './support/storefront';
import { seeded } from './support/seeded';

// Seeded data (src/server/seed): helmi-owner owns Sataman Helmi, whose soups include Kirkas kalakeitto (13,50 €,
// stock not counted), which no other journey uses; this one puts it back as it was, since the server is shared.

/** A real 1 × 1 PNG, so the customer's browser can draw it. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner adds a product in the product-add table and the customer\u2019s product list shows it', async ({
  browser,
  page,
}) => {
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const owner = await tablet.newPage();
  try {
    await owner.goto('/inventory-mgmt/add?lng=en');
    await signInAs(owner, 'helmi-owner', 'helmi-owner-2026');
    await expect(owner.getByRole('heading', { name: 'Add products', level: 2 })).toBeVisible();

    // An empty name is refused beside the field before anything is sent.
    await owner.getByRole('button', { name: 'Add, row 1' }).click();
    await expect(owner.getByRole('textbox', { name: 'Product Name, row 1' })).toHaveAccessibleDescription('Required');

    await owner.getByRole('textbox', { name: 'Product Name, row 1' }).fill('Ruisleipä E2E');
    await owner.getByRole('button', { name: 'Add new category, row 1' }).click();
    await owner.getByRole('textbox', { name: 'New category, row 1' }).fill('Leivät');
    await owner.getByRole('textbox', { name: 'New category, row 1' }).press('Enter');
    await owner.getByLabel('Color, row 1').fill('#aa5500');
    await owner.getByRole('textbox', { name: 'Price, row 1' }).fill('4,50');
    await owner.getByRole('textbox', { name: 'Description, row 1' }).fill('Sour and dark');
    await owner.locator('input[type="file"]').setInputFiles({
      name: 'bread.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    await expect(owner.getByText('Picture: bread.png')).toBeVisible();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.getByRole('button', { name: 'Add, row 1' }).click();
    await expect(owner.getByText('Ruisleipä E2E was added to the store.')).toBeVisible();

    await page.goto(helmiList);
    const product = page.getByRole('article', { name: 'Ruisleipä E2E' });
    await expect(product).toBeVisible();
    await expect(product).toContainText('4,50');
    const picture = product.getByRole('img', { name: 'Ruisleipä E2E' });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  } finally {
    await tablet.close();
  }
});

/** The store keeps its own (Finnish) name in the console; the customer's English page shows the English one. */
const soupName = 'Kirkas kalakeitto';
const soupOnEnglishPage = seeded(soupName, 'en');

test('staff take a product off sale in the inventory and the customer sees it out of stock', async ({
  browser,
  page,
}) => {
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const staff = await tablet.newPage();
  try {
    await page.goto(helmiList);
    await expect(page.getByRole('article', { name: soupOnEnglishPage })).toBeVisible();
    await expect(page.getByRole('article', { name: soupOnEnglishPage })).not.toContainText('Out of stock');

    await staff.goto('/inventory-mgmt?lng=en');
    await signInAs(staff, 'helmi-staff', 'helmi-2026');
    const soup = staff.getByRole('article', { name: soupName });
    await expect(soup).toContainText('On sale');
    expect(await seriousAxeViolations(staff)).toEqual([]);

    // A bad price is refused beside the field and what was typed stays.
    await soup.getByLabel('Price').fill('12.999');
    await soup.getByRole('button', { name: 'Save' }).click();
    await expect(soup.getByLabel('Price')).toHaveAccessibleDescription('Write the price as 12.90');
    await expect(soup.getByLabel('Price')).toHaveValue('12.999');

    await soup.getByLabel('Price').fill('15,90');
    await soup.getByRole('checkbox', { name: 'On sale' }).uncheck();
    await soup.getByRole('button', { name: 'Save' }).click();
    await expect(soup.getByRole('status')).toHaveText('Saved. Customers see the change now.');
    await expect(soup).toContainText('Not on sale');

    await page.reload();
    const shown = page.getByRole('article', { name: soupOnEnglishPage });
    await expect(shown).toContainText('Out of stock');
    await expect(shown).toContainText('15,90');

    await soup.getByLabel('Price').fill('13.50');
    await soup.getByRole('checkbox', { name: 'On sale' }).check();
    await soup.getByRole('button', { name: 'Save' }).click();
    await expect(soup).toContainText('On sale · Stock not counted');
  } finally {
    await tablet.close();
  }
});

test('the inventory is usable on a phone: the product-add table scrolls sideways and its fields take the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/inventory-mgmt/add?lng=en');
  await signInAs(page, 'helmi-staff', 'helmi-2026');
  const name = page.getByRole('textbox', { name: 'Product Name, row 1' });
  await name.focus();
  await page.keyboard.type('Kahvi');
  await expect(name).toHaveValue('Kahvi');
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});
