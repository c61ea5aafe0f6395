import { seeded } from './support/seeded';
import { expect, test } from './support/journey';
import { browserSessionToken, demoCustomer, logIn, storedSession } from './support/accounts';
import { addOne, expectEmptyCart, helmiList } from './support/storefront';

test('a first visit signs the browser in as a guest, and a reload keeps the same guest', async ({ page }) => {
  const signIn = page.waitForRequest((request) => request.url().endsWith('/api/v2/users/authenticate_anonymously'));
  await page.goto('/?lng=en');
  const request = await signIn;
  expect(request.headers()['x-device-type']).toBe('DESKTOP');
  const visitorId = await page.evaluate(() => localStorage.getItem('visitorId'));
  expect(visitorId).toMatch(/^[0-9a-f-]{36}-[0-9a-f]{16}$/);
  expect(request.postDataJSON()).toEqual({ device_uuid: visitorId });
  await expect(page.getByRole('heading', { level: 1, name: 'Stores' })).toBeVisible();

  await expect.poll(() => storedSession(page)).toMatchObject({ kind: 'anonymous' });
  const token = await browserSessionToken(page);

  // The listing itself arrives drawn by the server; the guest's own addresses are asked for with the kept session.
  const signIns: string[] = [];
  page.on('request', (next) => {
    if (next.url().includes('/authenticate_anonymously')) signIns.push(next.url());
  });
  const addressesAfterReload = page.waitForRequest((next) => next.url().includes('/api/v1/users/addresses'));
  await page.reload();
  expect((await addressesAfterReload).headers()['x-p3-mwallet-session-token']).toBe(token);
  expect(signIns).toEqual([]);
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
  // The listing is drawn by the server before the app starts; the guest session is stored once the app has signed in.
  await expect.poll(() => storedSession(page)).toMatchObject({ kind: 'anonymous' });
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

test('a session the server ended mid-visit says so, empties the cart and goes on as a guest', async ({
  page,
  request,
}) => {
  await page.goto(helmiList);
  await logIn(page, demoCustomer.typedNumber, demoCustomer.pin);
  const account = page.getByRole('group', { name: 'Account' });
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.goto(helmiList);
  await addOne(page, seeded('Lohikeitto', 'en'));

  // The server ends the session (as when it expired): the storefront's next call is answered 401.
  const token = await browserSessionToken(page);
  const ended = await request.post('/api/v1/users/logout', { headers: { 'x-p3-mwallet-session-token': token } });
  expect(ended.status()).toBe(200);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My Orders' }).click();

  const notice = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(notice).toContainText('You were signed out, and your cart was emptied. You can continue shopping.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  const auth = await storedSession(page);
  expect(auth).toMatchObject({ kind: 'anonymous' });
  expect(auth.token).not.toBe(token);
  await expectEmptyCart(page);
});
