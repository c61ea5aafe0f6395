import { expect, test, type Page } from './support/journey';
import { browserSessionToken } from './support/accounts';
import { placeCashOrder, staffMoves } from './support/orders';

// Seeded data (src/server/seed): helmi-staff works for Sataman Helmi; the orders are two of Helmi's Lohikeitto.

async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A figure of the dashboard by its term, e.g. "Orders". */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

test('the dashboard follows the store\u2019s orders live: a new order and its status show without a reload', async ({
  browser,
  page,
  request,
}) => {
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: 'Europe/Helsinki' });
  const staff = await tablet.newPage();
  try {
    await staff.goto('/dashboard?lng=en');
    await signInStaff(staff, 'helmi-staff', 'helmi-2026');
    await expect(staff.getByText("Live: these figures follow the store's orders as they change.")).toBeVisible();
    const before = Number(await figure(staff, 'Orders').textContent());
    const statuses = staff.getByRole('region', { name: "Today's orders by status" });
    const confirmedBefore = Number(
      (await statuses
        .getByRole('row', { name: /^Confirmed/ })
        .getByRole('cell')
        .textContent()) ?? '0',
    );
    let reloaded = false;
    staff.on('framenavigated', (frame) => {
      if (frame === staff.mainFrame()) reloaded = true;
    });

    await page.goto('/?lng=en');
    const { invoiceQueryId } = await placeCashOrder(request, await browserSessionToken(page));
    await expect(figure(staff, 'Orders')).toHaveText(String(before + 1));

    await staffMoves(request, invoiceQueryId, 'order_confirmed');
    await expect(statuses.getByRole('row', { name: /^Confirmed/ }).getByRole('cell')).toHaveText(
      String(confirmedBefore + 1),
    );
    expect(reloaded).toBe(false);
  } finally {
    await tablet.close();
  }
});
