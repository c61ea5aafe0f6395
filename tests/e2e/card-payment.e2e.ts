import { expect, test, type Page } from './support/journey';
import { enablePaymentMethods, paymentSuccessUrl, typeCard } from './support/payments';
import { expectEmptyCart, fillCartAndOpenSummary, openMyOrders, skipReceiptPrompt } from './support/storefront';

// The Stripe-style card payment: the storefront creates the invoice, the server's init answers the sandbox
// checkout page (src/server/payments/stripe-*), which the storefront frames; the event stream reports the payment.
const payButton = { name: 'Pay with Card payment', exact: true } as const;
const declined = 'Your card was declined. Nothing was charged.';

function checkoutDialog(page: Page) {
  return page.getByRole('dialog', payButton);
}

function checkoutForm(page: Page) {
  return checkoutDialog(page).frameLocator('iframe[title="Payment page"]');
}

/** The Active tab of My Orders lists exactly one order of Sataman Helmi: the guest's only one. */
async function expectOneActiveOrder(page: Page) {
  await openMyOrders(page);
  await expect(page.getByRole('article').filter({ hasText: 'Sataman Helmi' })).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await enablePaymentMethods(page, ['CASH', 'STRIPE']);
  await fillCartAndOpenSummary(page);
});

test('a double click on pay starts one payment; 4242… pays once and the confirmation shows the order', async ({
  page,
}) => {
  const invoicesCreated: string[] = [];
  const paymentsStarted: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/\/api\/v1\/invoices$/.test(new URL(request.url()).pathname)) invoicesCreated.push(request.url());
    if (request.url().includes('/user/stripe/payment/init')) paymentsStarted.push(request.url());
  });

  await page.getByRole('button', payButton).dblclick();
  await expect(checkoutForm(page).getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await typeCard(checkoutForm(page), '4242 4242 4242 4242', '123');
  await checkoutForm(page).getByRole('button', { name: 'Pay' }).dblclick();

  await expect(page).toHaveURL(paymentSuccessUrl);
  const bar = await skipReceiptPrompt(page);
  await expect(page.getByText(/^Order #\S+$/)).toBeVisible();
  await expect(page.getByText('We are notifying the restaurant about your order.')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(invoicesCreated).toHaveLength(1);
  expect(paymentsStarted).toHaveLength(1);
  await expectEmptyCart(page);
  await expectOneActiveOrder(page);
});

test('a declined card shows why and charges nothing; the next card pays the order once', async ({ page }) => {
  await page.getByRole('button', payButton).click();
  const form = checkoutForm(page);
  await typeCard(form, '4242 4242 4242 4241', '123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid card number.');

  await typeCard(form, '4000 0000 0000 0002', '123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert')).toHaveText(declined);
  await expect(page).toHaveURL(/\/checkout\/cart-summary/);
  await expect(checkoutDialog(page).getByText('Payment is successfull')).toHaveCount(0);
  await expect(page.getByTestId('summary-SUB_TOTAL')).toContainText('29,80');

  await typeCard(form, '4242 4242 4242 4242', '123');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(paymentSuccessUrl);
  await expectOneActiveOrder(page);
});
