import { inflateSync } from 'node:zlib';
import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, newInvoice, products, type Session } from '../orders/orders-client';
import { pdfRows } from '../../../unit/server/receipts/support/pdf-text';

let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'receipt-language-device');
});

afterAll(() => api?.stop());

const friesInvoice = () => newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 1 }]);

/** The served PDF with its compressed page contents inflated, so its printed rows can be read back. */
function inflated(pdf: Buffer): Buffer {
  const source = pdf.toString('latin1').replace(/stream\n([\s\S]*?)\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
  return Buffer.from(source, 'latin1');
}

async function receiptRows(invoiceQueryId: string, language: string): Promise<string[]> {
  const response = await fetch(`${api.server.baseUrl}/api/v1/invoices/${invoiceQueryId}/receipt`, {
    headers: { 'x-p3-mwallet-session-token': guest.token, 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return pdfRows(inflated(Buffer.from(await response.arrayBuffer())));
}

async function lastMailTo(address: string) {
  const outbox = await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(address)}&limit=1`);
  return outboxResponseSchema.parse(outbox.body).messages[0];
}

describe('the receipt in the language the browser sends', () => {
  it('prints the receipt PDF in Finnish for a Finnish request and in English for an English one', async () => {
    const invoice = await friesInvoice();
    const finnish = await receiptRows(invoice.query_id, 'fi-FI,fi;q=0.9');
    const english = await receiptRows(invoice.query_id, 'en');
    expect(finnish).toEqual(expect.arrayContaining(['Kuitti', 'Hinnat sisältävät arvonlisäveron.']));
    expect(finnish).not.toContain('Receipt');
    expect(english).toEqual(expect.arrayContaining(['Receipt', 'Prices include VAT.']));
    expect(english).not.toContain('Kuitti');
  });

  it.each([
    ['fi', 'Sähköposti lähetetty', 'Hinnat sisältävät arvonlisäveron', 'Prices include VAT'],
    ['en', 'Email sent', 'Prices include VAT', 'Hinnat sisältävät arvonlisäveron'],
  ])(
    'writes the receipt e-mail and its answer in the request\u2019s language (%s)',
    async (language, sent, says, never) => {
      const invoice = await friesInvoice();
      const address = `receipt-${language}@example.fi`;
      const answer = await api.call('POST', '/api/v1/email/send', {
        body: { toEmail: address, invoiceQueryId: invoice.query_id, isZapp: true },
        token: guest.token,
        language,
      });
      expect(answer).toMatchObject({ status: 200, body: { message: sent } });
      const mail = await lastMailTo(address);
      expect(mail?.body).toContain(says);
      expect(mail?.body).not.toContain(never);
    },
  );
});
