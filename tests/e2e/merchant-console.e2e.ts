import { expect, test, type Page } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { placeCashOrder } from './support/orders';
import { skipReceiptPrompt } from './support/storefront';

// Seeded data (src/server/seed): helmi-staff works for Sataman Helmi; the order is two of Helmi's Lohikeitto.

async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the store\u2019s staff see a new order arrive live and move it on while the customer\u2019s page follows each step', async ({
  browser,
  page,
  request,
}) => {
  // The kitchen's tablet: its own browser context, so its session has nothing of the customer's.
  const kitchen = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const staff = await kitchen.newPage();
  try {
    await staff.goto('/orders-mgmt?lng=en');
    await signInStaff(staff, 'helmi-staff', 'helmi-2026');
    await expect(staff.getByText('Live: new orders appear here as they arrive.')).toBeVisible();

    await page.goto('/?lng=en');
    const { invoiceQueryId, shortOrderId } = await placeCashOrder(request, await browserSessionToken(page));
    await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=en`);
    const bar = await skipReceiptPrompt(page);
    await expect(bar).toHaveAttribute('aria-valuenow', '1');

    // No reload on the kitchen's side: the order arrives through the store's stream.
    const card = staff.getByRole('article', { name: `Order #${shortOrderId}` });
    await expect(card).toBeVisible();
    await expect(staff.getByRole('status').filter({ hasText: '1 new order' })).toBeVisible();
    await expect(card).toContainText('2 × Lohikeitto');
    await expect(card).toContainText('Payment: Cash · Not paid');
    await expect(card.getByRole('button')).toHaveText(['Cash received', 'Confirm', 'Cancel order', 'Details', 'Print']);

    await card.getByRole('button', { name: 'Confirm' }).click();
    // The estimate is asked on the card itself, with the focus in the question; the board stays in reach.
    const estimate = card.getByRole('group', { name: `Confirm order #${shortOrderId}` });
    await expect(estimate.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await seriousAxeViolations(staff)).toEqual([]);
    await estimate.getByRole('button', { name: 'Confirm without an estimate' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '2');
    await expect(
      staff.getByRole('region', { name: 'Confirmed' }).getByRole('article', { name: `Order #${shortOrderId}` }),
    ).toBeVisible();
    await expect(card.getByRole('button')).toHaveText([
      'Give an estimate',
      'Cash received',
      'Dispatch',
      'Cancel order',
      'Details',
      'Print',
    ]);

    await card.getByRole('button', { name: 'Dispatch' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');

    // Handing a cash order over asks for its cash, which is then recorded with the delivery.
    await card.getByRole('button', { name: 'Deliver' }).click();
    const cash = card.getByRole('group', { name: `Was the cash for order #${shortOrderId} received?` });
    await cash.getByRole('button', { name: 'Cash received, deliver' }).click();
    await expect(page.getByText('Your order has been picked up. Enjoy!')).toBeVisible();
    await expect(
      staff.getByRole('region', { name: 'Delivered' }).getByRole('article', { name: `Order #${shortOrderId}` }),
    ).toBeVisible();
    // A closed order moves no further; it can still be read in full and printed.
    await expect(card.getByRole('button')).toHaveText(['Details', 'Print']);
    await expect(card).toContainText('Payment: Cash · Paid');
  } finally {
    await kitchen.close();
  }
});

test('a wrong password keeps what was typed; sign-out ends the session and shows the sign-in again', async ({
  page,
}) => {
  await page.goto('/orders-mgmt?lng=en');
  await signInStaff(page, 'helmi-staff', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong username or password');
  await expect(page.getByLabel('Username')).toHaveValue('helmi-staff');

  await page.getByLabel('Password').fill('helmi-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  await expect(page.getByText('Helmi Kitchen · Sataman Helmi')).toBeVisible();
  // The customer's session is not the staff's: the shop's own sign-in stays apart.
  expect(await page.evaluate(() => window.localStorage.getItem('staffSession'))).toContain('helmi-staff');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('staffSession'))).toBeNull();
});

test('the sign-in arrives drawn by the server and comes alive in place; a signed-in tablet is never shown it', async ({
  page,
}) => {
  const hint = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'staffSignedIn')?.value ?? null;
  const drawnPage = async () =>
    (await page.request.get('/orders-mgmt?lng=en', { headers: { accept: 'text/html' } })).text();

  expect(await drawnPage()).toMatch(/<div id="root">.*<h1>Staff sign-in<\/h1>/s);
  await page.goto('/orders-mgmt?lng=en');
  await signInStaff(page, 'helmi-staff', 'helmi-2026');
  await expect(page.getByRole('heading', { name: 'Orders', level: 2 })).toBeVisible();
  // The hint says only that a session is kept: the token stays in the browser's storage.
  expect(await hint()).toBe('1');
  expect(await drawnPage()).not.toContain('Staff sign-in');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  expect(await hint()).toBeNull();
  expect(await drawnPage()).toContain('<h1>Staff sign-in</h1>');
});
