import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/journey';
import { seriousAxeViolations } from './support/axe';
import { enablePaymentMethods, paymentSuccessUrl, typeCard } from './support/payments';
import { fillCartAndOpenSummary, skipReceiptPrompt } from './support/storefront';

// Seeded data (src/server/seed): Sataman Helmi's staff member helmi-staff and owner helmi-owner (README). The order
// is two of Helmi's Lohikeitto, 29,80, paid through the server's Stripe-style sandbox with its paying card.

const payButton = { name: 'Pay with Card payment', exact: true } as const;

async function signInStaff(page: Page, username: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The customer pays the cart by card on the real server's sandbox; answers the order's short id. */
async function payByCard(page: Page): Promise<string> {
  await enablePaymentMethods(page, ['CASH', 'STRIPE']);
  await fillCartAndOpenSummary(page);
  await page.getByRole('button', payButton).click();
  const form = page.getByRole('dialog', payButton).frameLocator('iframe[title="Payment page"]');
  await typeCard(form, '4242 4242 4242 4242', '123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(paymentSuccessUrl);
  await skipReceiptPrompt(page);
  const heading = page.getByText(/^Order #\S+$/);
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order #', '');
}

test('an order paid by card and cancelled by the store\u2019s staff is a refund in /transactions and its CSV', async ({
  browser,
  page,
}) => {
  const shortOrderId = await payByCard(page);

  const kitchen = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  const office = await browser.newContext({ timezoneId: 'Europe/Helsinki', acceptDownloads: true });
  try {
    const staff = await kitchen.newPage();
    await staff.goto('/orders-mgmt?lng=en');
    await signInStaff(staff, 'helmi-staff', 'helmi-2026');
    const card = staff.getByRole('article', { name: `Order #${shortOrderId}` });
    await expect(card).toContainText('Paid');
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const confirmation = card.getByRole('group', { name: `Cancel order #${shortOrderId}?` });
    await confirmation.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(
      staff.getByRole('region', { name: 'Cancelled' }).getByRole('article', { name: `Order #${shortOrderId}` }),
    ).toBeVisible();
    // The customer's confirmation page follows without a reload.
    await expect(page.getByText('Your order was cancelled.')).toBeVisible();

    const owner = await office.newPage();
    await owner.goto('/transactions?lng=en');
    await signInStaff(owner, 'helmi-owner', 'helmi-owner-2026');
    const row = owner.getByRole('row', { name: new RegExp(`#${shortOrderId}\\b`) });
    await expect(row).toContainText('Refund');
    await expect(row).toContainText('−€ 29,80');
    await expect(row).not.toContainText('CASH');

    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const rows = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    const line = rows.find((each) => each.split(',')[2] === shortOrderId);
    // Paid by card and refunded: the whole 29,80 comes back, one line, its method the card's.
    expect(line).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},\\d{2}:\\d{2},${shortOrderId},[A-Z_]+,yes,yes,29\\.80,`));
    expect(line?.split(',')[3]).not.toBe('CASH');
  } finally {
    await kitchen.close();
    await office.close();
  }
});

test('the owner refunds one line of a card-paid order, and the customer sees the refund on their order', async ({
  browser,
  page,
}) => {
  const shortOrderId = await payByCard(page);

  const office = await browser.newContext({ viewport: { width: 768, height: 1024 }, timezoneId: 'Europe/Helsinki' });
  try {
    const owner = await office.newPage();
    await owner.goto('/orders-mgmt?lng=en');
    await signInStaff(owner, 'helmi-owner', 'helmi-owner-2026');
    const card = owner.getByRole('article', { name: `Order #${shortOrderId}` });
    await card.getByRole('button', { name: 'Refund…' }).click();
    const english = owner.getByRole('dialog', { name: `Refund order #${shortOrderId}` });
    await expect(english.getByText('Paid € 29,80 · still refundable € 29,80')).toBeVisible();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await english.getByRole('button', { name: 'Close' }).click();

    // The same owner in Finnish refunds one of the two soups (14,90 each, no voucher: one is worth 14,90).
    await owner.goto('/orders-mgmt?lng=fi');
    const kortti = owner.getByRole('article', { name: `Tilaus #${shortOrderId}` });
    await kortti.getByRole('button', { name: 'Hyvitä…' }).click();
    const dialog = owner.getByRole('dialog', { name: `Hyvitä tilaus #${shortOrderId}` });
    await expect(dialog.getByText('Maksettu € 29,80 · hyvitettävissä vielä € 29,80')).toBeVisible();
    await dialog.getByLabel('Lohikeitto (2 jäljellä)').fill('1');
    await expect(dialog.getByText('Hyvitys: € 14,90')).toBeVisible();
    await dialog.getByLabel('Syy (pakollinen)').fill('Keitto oli kylmää');
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await dialog.getByRole('button', { name: 'Hyvitä € 14,90' }).click();
    await expect(kortti.getByText('Hyvitetty € 14,90')).toBeVisible();

    // The customer's order page reads the refund when it loads the order again.
    const again = new URL(page.url());
    again.searchParams.set('showOrderDetail', 'true');
    again.searchParams.set('lng', 'en');
    await page.goto(again.toString());
    await expect(page.getByText(/^Refunded € 14,90 on /)).toBeVisible();
  } finally {
    await office.close();
  }
});
