import { expect, test } from './support/journey';
import { enablePaymentMethods, paymentSuccessUrl, typeCard } from './support/payments';
import { expectEmptyCart, fillCartAndOpenSummary } from './support/storefront';

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
  await expect(page).toHaveURL(paymentSuccessUrl);
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

  // Another origin's page posts a well-formed answer to the storefront's window: it must change nothing. It is a
  // tab the storefront opened, since the page's Content-Security-Policy lets no foreign page into a frame.
  const forged = 'sess-forged-0001';
  const requestsWithForgedSession: string[] = [];
  page.on('request', (request) => {
    if (`${request.url()} ${request.postData() ?? ''}`.includes(forged)) requestsWithForgedSession.push(request.url());
  });
  await context.route('http://foreign.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>opener.postMessage({ s: '${forged}', cn: 'card_0123456789abcdef0123456789abcdef' }, '*');</script>`,
    }),
  );
  // Resolves once the forged message has reached the storefront's window: its own listener, added before this
  // one, has handled it by then (listeners run in the order they were added, and it handles messages at once).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === 'http://foreign.example') resolve();
        });
        window.open('http://foreign.example/post');
      }),
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);

  const form = page.frameLocator('iframe[title="Bank card form"]');
  await typeCard(form, '4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(paymentSuccessUrl);
  expect(requestsWithForgedSession).toEqual([]);
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
