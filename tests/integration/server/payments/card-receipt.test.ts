import { inflateSync } from 'node:zlib';
import { pdfRows } from '../../../unit/server/receipts/support/pdf-text';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, invoiceOf, newInvoice, products, type Session } from '../orders/orders-client';
import { bankCardInvoice, submittedPair } from './bank-card-client';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'card-receipt-device');
});

afterAll(() => api?.stop());

/** The served PDF with its deflated page streams inflated, as the text reader of the unit tests expects. */
function inflated(pdf: Buffer): Buffer {
  const source = pdf.toString('latin1');
  const opened = source.replace(/stream\n([\s\S]*?)\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
  return Buffer.from(opened, 'latin1');
}

async function receiptRows(invoiceQueryId: string): Promise<string[]> {
  const response = await fetch(`${api.server.baseUrl}/api/v1/invoices/${invoiceQueryId}/receipt?locale=en`, {
    headers: { 'x-p3-mwallet-session-token': guest.token },
  });
  expect(response.status).toBe(200);
  return pdfRows(inflated(Buffer.from(await response.arrayBuffer())));
}

describe('the receipt of an invoice paid by card', () => {
  it('prints the last four digits of the card the bank card form took, and nothing more of it', async () => {
    const created = await bankCardInvoice(api, guest, await submittedPair(api, guest));
    expect(created.status).toBe(200);
    const rows = await receiptRows(invoiceOf(created).query_id);
    const paymentRow = rows.find((row) => row.includes('\u2022\u2022\u2022\u2022'));
    expect(paymentRow).toContain('\u2022\u2022\u2022\u2022 4242');
    expect(rows.join('\n')).not.toContain('4242 4242');
  });

  it('prints no card digits for a cash invoice', async () => {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 1 }]);
    const rows = await receiptRows(invoice.query_id);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.join('\n')).not.toContain('\u2022\u2022\u2022\u2022');
  });
});
