import { expect, type APIRequestContext, type Page } from '@playwright/test';

const store = 'sataman-helmi';
const soup = 'sataman-helmi--lohikeitto';

/** The session the storefront signed in with at start-up, read from where it keeps it. */
export async function browserSessionToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth')), { timeout: 15_000 }).not.toBeNull();
  const auth = await page.evaluate(() => window.localStorage.getItem('auth'));
  return (JSON.parse(auth ?? '{}') as { token: string }).token;
}

/** A cash order placed through the API as the browser's own customer; answers its invoice query id. */
export async function placeCashOrder(request: APIRequestContext, token: string): Promise<string> {
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

/** Sataman Helmi's staff move the order to the next status through the merchant service. */
export async function staffMoves(request: APIRequestContext, invoiceQueryId: string, status: string): Promise<void> {
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
