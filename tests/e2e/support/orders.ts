import { expect, type APIRequestContext } from '@playwright/test';
import { invoiceResponseSchema } from '../../../src/contract/orders/invoice.contract';

/**
 * Steps a journey takes outside the browser: an order placed through the API as the browser's own customer
 * (its token from browserSessionToken in ./accounts), and the store's staff moving it on.
 */

export interface OrderLine {
  readonly productQueryId: string;
  readonly quantity: number;
}

export interface PlacedOrder {
  readonly invoiceQueryId: string;
  /** What the customer sees as "Order #…". */
  readonly shortOrderId: string;
}

/** Seeded data (src/server/seed): two of Sataman Helmi's Lohikeitto, which has no stock limit. */
export const twoSoupsAtHelmi = {
  storeQueryId: 'sataman-helmi',
  lines: [{ productQueryId: 'sataman-helmi--lohikeitto', quantity: 2 }],
} as const satisfies { storeQueryId: string; lines: readonly OrderLine[] };

/** A cash order placed through the API as the customer of `token`; by default two soups at Sataman Helmi. */
export async function placeCashOrder(
  request: APIRequestContext,
  token: string,
  storeQueryId: string = twoSoupsAtHelmi.storeQueryId,
  lines: readonly OrderLine[] = twoSoupsAtHelmi.lines,
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

/**
 * Sataman Helmi's kitchen (the seeded staff helmi-staff) moves one of its orders to a status through the
 * merchant service, e.g. order_confirmed, order_dispatched, order_delivered.
 */
async function helmiStaffToken(request: APIRequestContext): Promise<string> {
  const signIn = await request.post('/merchant/v1/staff/sign_in', {
    data: { username: 'helmi-staff', password: 'helmi-2026' },
  });
  expect(signIn.status()).toBe(200);
  return ((await signIn.json()) as { token: string }).token;
}

export async function staffMoves(request: APIRequestContext, invoiceQueryId: string, status: string): Promise<void> {
  const moved = await request.put(`/merchant/v1/orders/${invoiceQueryId}/status`, {
    headers: { authorization: `Bearer ${await helmiStaffToken(request)}` },
    data: { status },
  });
  expect(moved.status()).toBe(200);
}

/** Sataman Helmi's staff record a cash order's cash as received, as the console's "Cash received" does. */
export async function staffReceivesCash(request: APIRequestContext, invoiceQueryId: string): Promise<void> {
  const received = await request.put(`/merchant/v1/orders/${invoiceQueryId}/cash_received`, {
    headers: { authorization: `Bearer ${await helmiStaffToken(request)}` },
  });
  expect(received.status()).toBe(200);
}
