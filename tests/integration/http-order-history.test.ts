import { HttpOrderHistory } from '@/infrastructure/api/http-order-history';
import { HttpOrderProducts } from '@/infrastructure/api/http-order-products';
import { HttpOrderReceiptFile } from '@/infrastructure/api/http-order-receipt-file';
import { HttpOrderReceiptMailer } from '@/infrastructure/api/http-order-receipt-mailer';
import { fileFetcherOf } from '@/infrastructure/http/fetch-file';
import { HttpClient } from '@/infrastructure/http/http-client';
import type { AccountsServer } from './server/accounts/accounts-client';
import { helmiSoup, helmiStaff, placedOrder, setStatus, staffToken } from './server/merchant/merchant-client';
import { products } from './server/orders/orders-client';
import { startOrdersServer } from './server/orders/orders-server';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

function clientsFor(token: string) {
  const headers = async () => ({ 'x-p3-mwallet-session-token': token });
  return {
    v1: new HttpClient({ baseUrl: `${api.server.baseUrl}/api/v1`, headers, adapter: 'http' }),
    v2: new HttpClient({ baseUrl: `${api.server.baseUrl}/api/v2`, headers, adapter: 'http' }),
  };
}

describe('HttpOrderHistory against the reference server', () => {
  it('reads a placed order with its status, lines, total and QR code (fetch_invoice v2)', async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-detail', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const { v1, v2 } = clientsFor(guest.token);
    const before = Date.now();
    const detail = await new HttpOrderHistory(v1, v2).fetchOrderDetail(invoiceQueryId);

    expect(detail.summary.queryId).toBe(invoiceQueryId);
    expect(detail.summary.status).toBe('order_pending');
    expect(detail.summary.merchantQueryId).toBe('sataman-helmi');
    expect(detail.summary.shortOrderId).toMatch(/^\S+$/);
    expect(Math.abs(detail.summary.createdAt - before)).toBeLessThan(60_000);
    expect(detail.qrDataUrl).toMatch(/^data:image\//);
    expect(detail.merchantIsOpen).toBe(true);
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]?.quantity).toBe(2);
    expect(detail.total).toBeGreaterThanOrEqual(detail.lines[0]?.amount ?? Number.POSITIVE_INFINITY);
  });

  it('lists the order under active, then under past once the merchant has delivered it', async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-tabs', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const { v1, v2 } = clientsFor(guest.token);
    const history = new HttpOrderHistory(v1, v2);
    const active = await history.listOrders({ tab: 'active', page: 1, pageSize: 24 });
    expect(active.orders.map((order) => order.queryId)).toEqual([invoiceQueryId]);
    expect(active.totalOrders).toBe(1);

    const staff = await staffToken(api, helmiStaff);
    for (const status of ['order_confirmed', 'order_dispatched', 'order_delivered']) {
      expect((await setStatus(api, staff, invoiceQueryId, status)).status).toBe(200);
    }
    expect((await history.listOrders({ tab: 'active', page: 1, pageSize: 24 })).orders).toEqual([]);
    const past = await history.listOrders({ tab: 'past', page: 1, pageSize: 24 });
    expect(past.orders.map((order) => [order.queryId, order.status])).toEqual([[invoiceQueryId, 'order_delivered']]);
    expect((await history.fetchOrder(invoiceQueryId)).status).toBe('order_delivered');
  });

  it('rejects an unknown invoice with an AppError', async () => {
    const { guest } = await placedOrder(api, 'http-order-unknown', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const { v1, v2 } = clientsFor(guest.token);
    await expect(new HttpOrderHistory(v1, v2).fetchOrderDetail('no-such-invoice')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('HttpOrderProducts against the reference server', () => {
  it('answers the products of an order with the quantities ordered', async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-products', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
      { product: products.kotikalja, quantity: 1 },
    ]);
    const { v1 } = clientsFor(guest.token);
    const ordered = await new HttpOrderProducts(v1).productsOfOrder(invoiceQueryId);
    expect(ordered.map((line) => [line.product.queryId, line.quantity]).sort()).toEqual(
      [
        [helmiSoup, 2],
        [products.kotikalja, 1],
      ].sort(),
    );
    expect(ordered.every((line) => line.product.store.queryId === 'sataman-helmi')).toBe(true);
  });
});

describe('HttpOrderReceiptMailer against the reference server', () => {
  it("asks the server to mail the order's receipt, with the consent flag", async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-mail', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const { v1 } = clientsFor(guest.token);
    await expect(
      new HttpOrderReceiptMailer(v1).send({
        toEmail: 'maija@example.fi',
        invoiceQueryId,
        locale: 'fi',
        marketingConsent: true,
      }),
    ).resolves.toBeUndefined();
  });
});

describe('HttpOrderReceiptFile against the reference server', () => {
  it('downloads the order\u2019s receipt PDF and hands it on under the name given', async () => {
    const { guest, invoiceQueryId } = await placedOrder(api, 'http-order-receipt', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const { v1 } = clientsFor(guest.token);
    const saved: Array<{ file: Blob; fileName: string }> = [];
    await new HttpOrderReceiptFile(fileFetcherOf(v1), (file, fileName) => saved.push({ file, fileName })).saveReceipt(
      invoiceQueryId,
      'invoice-receipt-2026-06-15.pdf',
    );
    expect(saved.map((entry) => entry.fileName)).toEqual(['invoice-receipt-2026-06-15.pdf']);
    const head = new TextDecoder().decode((await saved[0]?.file.arrayBuffer())?.slice(0, 5));
    expect(head).toBe('%PDF-');
    expect(saved[0]?.file.type).toBe('application/pdf');
  });
});
