import { expect, test } from '@playwright/test';

test('a guest adds an address on the fallback map, selects it and the stores reload near it', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  await page.getByRole('button', { name: /^Deliver to/ }).click();
  const list = page.getByRole('dialog', { name: 'My Addresses' });
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: 'Add new address' }).click();

  const picker = page.getByRole('dialog', { name: 'Choose Location on Map' });
  // No maps key in the sandbox configuration: the static map shows the default centre.
  await expect(picker.getByRole('img', { name: 'Map of the chosen point' })).toContainText(
    'Latitude 24.85, longitude 67.01',
  );
  await picker.getByRole('textbox', { name: 'Latitude' }).fill('24.86');
  await picker.getByRole('textbox', { name: 'Longitude' }).fill('67.05');
  await picker.getByRole('button', { name: 'Confirm Location' }).click();

  const form = page.getByRole('dialog', { name: 'Confirm Address Details' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required')).toHaveCount(4);
  const title = `Journey ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Address Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Flat/Villa No.' }).fill('12 B');
  await form.getByRole('textbox', { name: 'Street' }).fill('Shahrah-e-Faisal');
  await form.getByRole('textbox', { name: 'Area' }).fill('PECHS');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: /^Deliver to/ }).click();
  const storesReloaded = page.waitForRequest(
    (request) => request.url().includes('/companies') && request.url().includes('lat=24.86'),
  );
  await page.getByRole('dialog', { name: 'My Addresses' }).getByRole('radio', { name: title }).click();
  await storesReloaded;
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deliver to 12 B, PECHS: change the delivery address' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
