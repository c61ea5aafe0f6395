import type { InvoiceRecord } from '@/server/orders/store/invoice-records';
import { sendReceiptEmail, type ReceiptMailAsked } from '@/server/receipts/send-receipt-email';

const asked: ReceiptMailAsked = {
  userId: 3,
  invoiceQueryId: 'inv_1',
  toEmail: 'asiakas@example.fi',
  language: 'fi',
  storefrontBaseUrl: 'https://kauppa.example',
};

/** Only its query id is read before a refusal: the record stands for user 3's invoice inv_1. */
const ownInvoice = { invoice: { id: 42, queryId: 'inv_1' } } as unknown as InvoiceRecord;

/** User 3 owns inv_1; the limits answer `waitMs` and record what they were asked to count. */
function mailerInMemory(waitMs: number) {
  const counted: [string, string][] = [];
  const sent: unknown[] = [];
  const qrAsked: string[] = [];
  const mailer = {
    clock: () => Date.parse('2026-11-21T10:00:00.000Z'),
    invoices: {
      findOwned: (userId: number, queryId: string) =>
        Promise.resolve(userId === 3 && queryId === 'inv_1' ? ownInvoice : null),
    },
    qrDataUrl: (queryId: string) => {
      qrAsked.push(queryId);
      return Promise.resolve('data:image/png;base64,');
    },
    outbox: {
      send: (message: unknown) => {
        sent.push(message);
        return Promise.resolve();
      },
    },
    cardLastFour: () => Promise.resolve(undefined),
    limits: {
      take: (sessionKey: string, invoiceKey: string) => {
        counted.push([sessionKey, invoiceKey]);
        return waitMs;
      },
    },
  };
  return { mailer, counted, sent, qrAsked };
}

describe('sendReceiptEmail', () => {
  it('reads another user\u2019s invoice as unknown, counting and sending nothing', async () => {
    const { mailer, counted, sent } = mailerInMemory(0);
    expect(await sendReceiptEmail(mailer, { ...asked, userId: 4 })).toEqual({ outcome: 'not_found' });
    expect(counted).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('refuses a mail past the limits with the wait, writing and sending nothing', async () => {
    const { mailer, counted, sent, qrAsked } = mailerInMemory(90_000);
    expect(await sendReceiptEmail(mailer, asked)).toEqual({ outcome: 'refused', reason: 'too_many', waitMs: 90_000 });
    expect(counted).toEqual([['3', 'inv_1']]);
    expect(qrAsked).toEqual([]);
    expect(sent).toEqual([]);
  });
});
