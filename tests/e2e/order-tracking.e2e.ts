import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

const store = 'sataman-helmi';
const soup = 'sataman-helmi--lohikeitto';

/** The session the storefront signed in with at start-up, read from where it keeps it. */
async function browserSessionToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth')), { timeout: 15_000 }).not.toBeNull();
  const auth = await page.evaluate(() => window.localStorage.getItem('auth'));
  return (JSON.parse(auth ?? '{}') as { token: string }).token;
}

/** A cash order placed through the API as the browser's own customer; answers its invoice query id. */
async function placeCashOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { 'x-p3-mwallet-session-token': token };
  const created = await request.post('/api/v1/invoices', {
    headers,
    data: {
      invoice: { organization_query_id: store, invoice_items_attributes: [{ product_query_id: soup, quantity: 2 }] },
      paymentMethod: 'CASH',
    },
  });
  expect(created.status()).toBe(200);
  const invoiceQueryId = ((await created.json()) as { invoice: { query_id: string } }).invoice.query_id;
  const placed = await request.put(`/api/v1/invoices/${invoiceQueryId}/place_order`, { headers, data: {} });
  expect(placed.status()).toBe(200);
  return invoiceQueryId;
}

async function staffMoves(request: APIRequestContext, invoiceQueryId: string, status: string): Promise<void> {
  const signIn = await request.post('/merchant/v1/staff/sign_in', {
    data: { username: 'helmi-staff', password: 'helmi-2026' },
  });
  const { token } = (await signIn.json()) as { token: string };
  const moved = await request.put(`/merchant/v1/orders/${invoiceQueryId}/status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(moved.status()).toBe(200);
}

test('a customer watches the progress bar move as the store advances the order, then finds it under Active', async ({
  page,
  request,
}) => {
  await page.goto('/?lng=en');
  const token = await browserSessionToken(page);
  const invoiceQueryId = await placeCashOrder(request, token);

  await page.goto(`/checkout/payment-success/${invoiceQueryId}?lng=en`);
  await expect(page.getByRole('heading', { name: 'Get your receipt by email' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const bar = page.getByRole('progressbar', { name: 'Order progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '1');

  await staffMoves(request, invoiceQueryId, 'order_confirmed');
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(page.getByText('Your order is being prepared.')).toBeVisible();

  await staffMoves(request, invoiceQueryId, 'order_dispatched');
  await expect(bar).toHaveAttribute('aria-valuenow', '3');
  await expect(bar).toHaveAttribute('aria-valuetext', 'Order Dispatched');

  await page.goto('/order/history?lng=en');
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('article').filter({ hasText: 'Order Dispatched' }).first();
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/checkout/payment-success/${invoiceQueryId}\\?showOrderDetail=true`));
  await expect(page.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '3');

  await staffMoves(request, invoiceQueryId, 'order_delivered');
  await expect(page.getByText('Your order has been picked up. Enjoy!')).toBeVisible();
  await page.goto('/order/history?lng=en');
  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Order Delivered' }).first()).toBeVisible();
});
