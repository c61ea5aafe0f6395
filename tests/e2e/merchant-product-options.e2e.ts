import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';

// Seeded data (src/server/seed): helmi-staff works for Sataman Helmi, whose category Keitot holds its soups.

async function signInAs(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a dropdown entry of the product-add table in use is refused beside it; an unused one leaves the list', async ({
  browser,
}) => {
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const staff = await tablet.newPage();
  try {
    await staff.goto('/inventory-mgmt/add?lng=en');
    await signInAs(staff, 'helmi-staff', 'helmi-2026');
    const name = staff.getByRole('textbox', { name: 'Product Name, row 1' });
    await name.fill('Kesäkeitto E2E');
    const category = staff.getByRole('combobox', { name: 'Category, row 1' });
    await category.selectOption('Keitot');
    await staff.getByRole('button', { name: 'Delete the category Keitot from the list (row 1)' }).click();
    // The real server's words: the entry, how many products use it and the first of them.
    await expect(category).toHaveAccessibleDescription(/^\u201cKeitot\u201d is used by \d+ products \(Lohikeitto, /);
    await expect(category).toHaveValue('Keitot');
    expect(await seriousAxeViolations(staff)).toEqual([]);

    await staff.getByRole('button', { name: 'Add new brand, row 1' }).click();
    await staff.getByRole('textbox', { name: 'New brand, row 1' }).fill('Kokeilu E2E');
    await staff.getByRole('textbox', { name: 'New brand, row 1' }).press('Enter');
    const brand = staff.getByRole('combobox', { name: 'Brand, row 1' });
    await expect(brand).toHaveValue('Kokeilu E2E');
    // Keyboard only: the delete button is reached and pressed like any other.
    await staff.getByRole('button', { name: 'Delete the brand Kokeilu E2E from the list (row 1)' }).focus();
    await staff.keyboard.press('Enter');
    await expect(staff.getByText('Kokeilu E2E was deleted from the list.')).toBeVisible();
    await expect(brand).toHaveValue('');
    await expect(brand.getByRole('option', { name: 'Kokeilu E2E' })).toHaveCount(0);
    // What was typed stays through both.
    await expect(name).toHaveValue('Kesäkeitto E2E');
    await expect(category).toHaveValue('Keitot');
  } finally {
    await tablet.close();
  }
});
