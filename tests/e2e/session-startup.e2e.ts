import { expect, test } from '@playwright/test';

test('a first visit signs the browser in as a guest, and a reload keeps the same guest', async ({ page }) => {
  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/v2/users/authenticate_anonymously'));
  await page.goto('/?lng=en');
  const request = await signIn;
  expect(request.headers()['x-device-type']).toBe('DESKTOP');
  const visitorId = await page.evaluate(() => localStorage.getItem('visitorId'));
  expect(visitorId).toMatch(/^[0-9a-f-]{36}-[0-9a-f]{16}$/);
  expect(request.postDataJSON()).toEqual({ device_uuid: visitorId });
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  const auth = await page.evaluate(() => localStorage.getItem('auth'));
  expect(JSON.parse(auth ?? '{}')).toMatchObject({ kind: 'anonymous' });
  const token = JSON.parse(auth ?? '{}').token as string;

  const storesAfterReload = page.waitForRequest((next) => next.url().includes('/api/v1/companies'));
  await page.reload();
  expect((await storesAfterReload).headers()['x-p3-mwallet-session-token']).toBe(token);
  expect(await page.evaluate(() => localStorage.getItem('visitorId'))).toBe(visitorId);
});

test('a stored session the app cannot read is replaced, not a blank page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('auth', '{not json');
      localStorage.setItem('loginTime', 'soon');
      sessionStorage.setItem('seeded', 'yes');
    }
  });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
  const auth = await page.evaluate(() => localStorage.getItem('auth'));
  expect(JSON.parse(auth ?? '{}')).toMatchObject({ kind: 'anonymous' });
});

test('a server that cannot be reached at start-up shows why and a retry', async ({ page }) => {
  let refuse = true;
  await page.route('**/api/v2/users/authenticate_anonymously', (route) =>
    refuse ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/?lng=en');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not connect you to the store. Check your connection and try again.',
  );
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();
});
