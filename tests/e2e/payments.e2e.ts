import { expect, test } from '@playwright/test';
import { enablePaymentMethods, expectEmptyCart, fillCartAndOpenSummary } from './support/checkout';

test('every configured method is offered, and only those', async ({ page }) => {
  await enablePaymentMethods(page);
  await fillCartAndOpenSummary(page);
  await expect(page.getByRole('group', { name: 'Payment methods' }).getByRole('button')).toHaveText([
    'Pay with Cash',
    'Pay with Card pay',
    'Pay with Mobile pay',
    'Pay with Card payment',
    'Pay with Bank card',
    'Pay with Bank payment',
  ]);
});

test('a guest pays at the network card terminal and lands on the confirmation', async ({ page }) => {
  await enablePaymentMethods(page);
  await fillCartAndOpenSummary(page);
  await page.getByRole('button', { name: 'Pay with Card pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with Card pay', exact: true });
  await expect(dialog).toBeVisible();
  await page.frameLocator('iframe[title="Payment page"]').getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+\?trade_type_id=1/);
  await expectEmptyCart(page);
});

test('cancelling the terminal closes the dialog and charges nothing', async ({ page }) => {
  await enablePaymentMethods(page);
  await fillCartAndOpenSummary(page);
  await page.getByRole('button', { name: 'Pay with Card pay', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Pay with Card pay', exact: true })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByText('The payment was cancelled. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Card pay', exact: true })).toBeEnabled();
});

test('a guest pays with the bank card form; a message from a foreign origin is ignored', async ({ page, context }) => {
  await enablePaymentMethods(page);
  await fillCartAndOpenSummary(page);
  await page.getByRole('button', { name: 'Pay with Bank card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay with Bank card' });
  await expect(dialog).toBeVisible();

  // Another origin's page in a frame of the storefront posts a well-formed answer: it must change nothing.
  await context.route('http://foreign.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>parent.postMessage({ s: 'sess-forged-0001', cn: 'card_0123456789abcdef0123456789abcdef' }, '*');</script>`,
    }),
  );
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'http://foreign.example/post';
    document.body.appendChild(frame);
  });
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);

  const form = page.frameLocator('iframe[title="Bank card form"]');
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/34');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+\?trade_type_id=1/);
});

test('a guest pays by the named bank in a new tab and the return page confirms', async ({ page, context }) => {
  await enablePaymentMethods(page);
  await fillCartAndOpenSummary(page);
  const [bank] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pay with Bank payment' }).click(),
  ]);
  await expect(page.getByText('The bank opened in a new tab. Finish the payment there.')).toBeVisible();
  await bank.waitForURL(/\/sandbox\/soneri\/login\?/);
  await bank.getByRole('button', { name: /approve/i }).click();
  await expect(bank).toHaveURL(/\/checkout\/payment-success\/inv_[0-9A-Za-z]+/);
});
