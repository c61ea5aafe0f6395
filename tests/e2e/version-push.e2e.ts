import { expect, test } from './support/journey';

test('a first visit remembers the deployed version without announcing it', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appVersion'))).not.toBeNull();
  await expect(page.getByRole('dialog', { name: 'New version launched' })).toHaveCount(0);
});

test('a tab that last ran an older version announces the new one and reloads 3 seconds later', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const deployed = await page.evaluate(async () => {
    for (let tries = 0; tries < 50 && localStorage.getItem('appVersion') === null; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return localStorage.getItem('appVersion');
  });
  expect(deployed).not.toBeNull();
  await page.evaluate(() => localStorage.setItem('appVersion', '0.0.1'));

  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'New version launched' });
  await expect(dialog).toHaveText(/The page reloads in 3 seconds\./);
  // The reload brings the page back without the dialog, and the new version is the one remembered.
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('appVersion'))).toBe(deployed);
});
