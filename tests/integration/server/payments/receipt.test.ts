import { receiptFileName } from '@/domain/payments/receipt-file-name';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, newInvoice, products, type Session } from '../orders/orders-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'receipt-download-device');
  other = await guestSession(api, 'receipt-download-other');
});

afterAll(() => api?.stop());

function download(invoiceQueryId: string, session?: Session, query = '') {
  return fetch(`${api.server.baseUrl}/api/v1/invoices/${invoiceQueryId}/receipt${query}`, {
    headers: session ? { 'x-p3-mwallet-session-token': session.token } : {},
  });
}

describe('GET /api/v1/invoices/{id}/receipt', () => {
  it('downloads the owner\u2019s receipt as a PDF named as the storefront saves it', async () => {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 2 }]);
    const before = Date.now();
    const response = await download(invoice.query_id, guest);
    const names = [receiptFileName(before, 'Europe/Helsinki'), receiptFileName(Date.now(), 'Europe/Helsinki')];
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition');
    expect(names.map((name) => `attachment; filename="${name}"`)).toContain(disposition);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('answers 404 for another user\u2019s invoice, 401 without a session and 400 for an unknown language', async () => {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 1 }]);
    expect((await download(invoice.query_id, other)).status).toBe(404);
    expect((await download(invoice.query_id)).status).toBe(401);
    const finnish = await download(invoice.query_id, guest, '?locale=fi');
    expect(finnish.status).toBe(200);
    const bad = await download(invoice.query_id, guest, '?locale=de');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { details: [{ field: 'locale' }] } });
  });
});

describe('the OpenAPI document', () => {
  it('describes the receipt download and every payment call and page', async () => {
    const answer = await api.call('GET', '/api/docs/openapi.json');
    expect(answer.status).toBe(200);
    const paths = Object.keys((answer.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/invoices/{id}/receipt',
        '/api/v1/netaxept-payment-gateway/init',
        '/api/v1/users/{userId}/add_card',
        '/sandbox/netaxept/terminal',
        '/sandbox/bank-card/form',
        '/sandbox/soneri/login',
      ]),
    );
  });
});
