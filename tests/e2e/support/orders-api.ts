import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { invoiceResponseSchema } from '../../../src/contract/orders/invoice.contract';

/** Steps a journey takes outside the browser: an order placed through the API, and the store moving it on. */

/** The session the storefront signed in with at start-up, read from where it keeps it. */
export async function browserSessionToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth')), { timeout: 15_000 }).not.toBeNull();
  const auth = await page.evaluate(() => window.localStorage.getItem('auth'));
  return (JSON.parse(auth ?? '{}') as { token: string }).token;
}

export interface OrderLine {
  readonly productQueryId: string;
  readonly quantity: number;
}

export interface PlacedOrder {
  readonly invoiceQueryId: string;
  /** What the customer sees as "Order #…". */
  readonly shortOrderId: string;
}

/** A cash order placed through the API as the browser's own customer. */
export async function placeCashOrder(
  request: APIRequestContext,
  token: string,
  storeQueryId: string,
  lines: readonly OrderLine[],
): Promise<PlacedOrder> {
  const headers = { 'x-p3-mwallet-session-token': token };
  const created = await request.post('/api/v1/invoices', {
    headers,
    data: {
      invoice: {
        organization_query_id: storeQueryId,
        invoice_items_attributes: lines.map((line) => ({
          product_query_id: line.productQueryId,
          quantity: line.quantity,
        })),
      },
      paymentMethod: 'CASH',
    },
  });
  expect(created.status()).toBe(200);
  const { invoice } = invoiceResponseSchema.parse(await created.json());
  const placed = await request.put(`/api/v1/invoices/${invoice.query_id}/place_order`, { headers, data: {} });
  expect(placed.status()).toBe(200);
  return { invoiceQueryId: invoice.query_id, shortOrderId: invoice.short_order_id };
}

/** Sataman Helmi's kitchen (the seeded staff helmi-staff) moves one of its orders to a status. */
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
