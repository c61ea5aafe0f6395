import { outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { detailFields, errorMessage, startAccountsServer, type AccountsServer } from '../accounts/accounts-client';
import { guestSession, newInvoice, products, type Session } from './orders-client';

// Defect 4 of issue 12: any session could mail any subject and HTML to any address, 50 mails in 0.6 s.
let api: AccountsServer;
let guest: Session;

beforeAll(async () => {
  api = await startAccountsServer();
  guest = await guestSession(api, 'receipt-mail-device');
});

afterAll(() => api?.stop());

const send = (session: Session | null, body: Record<string, unknown>) =>
  api.call('POST', '/api/v1/email/send', { body, ...(session === null ? {} : { token: session.token }) });

const soupInvoice = (session: Session) =>
  newInvoice(api, session, 'sataman-helmi', [{ product: products.lohikeitto, quantity: 2 }]);

async function lastMailTo(address: string) {
  const outbox = await api.call('GET', `/dev/outbox?recipient=${encodeURIComponent(address)}&limit=1`);
  return outboxResponseSchema.parse(outbox.body).messages[0];
}

describe('POST /api/v1/email/send', () => {
  it("mails the server's own receipt of the session's invoice to the typed address, in the language asked", async () => {
    const invoice = await soupInvoice(guest);
    const answer = await send(guest, {
      toEmail: 'maija@example.fi',
      invoiceQueryId: invoice.query_id,
      locale: 'fi',
      isZapp: true,
    });
    expect(answer.body).toEqual({ message: 'Email sent' });
    expect(answer.status).toBe(200);
    const mail = await lastMailTo('maija@example.fi');
    expect(mail).toMatchObject({ channel: 'email', recipient: 'maija@example.fi' });
    expect(mail?.subject).toContain(invoice.short_order_id);
    expect(mail?.body).toContain(`2 \u00d7 ${invoice.invoice_items[0]!.product_name}`);
    expect(mail?.body).toContain('Hinnat sisältävät arvonlisäveron');
  });

  it('refuses a subject or content of the caller, naming the fields', async () => {
    const invoice = await soupInvoice(guest);
    const answer = await send(guest, {
      toEmail: 'victim@example.com',
      invoiceQueryId: invoice.query_id,
      subject: 'You won',
      emailContent: '<a href="https://phish.example">claim</a>',
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['emailContent', 'subject']);
    expect(await lastMailTo('victim@example.com')).toBeUndefined();
  });

  it("answers another user's invoice and an unknown one as unknown, and 401 without a session", async () => {
    const invoice = await soupInvoice(guest);
    const stranger = await guestSession(api, 'receipt-mail-stranger');
    expect((await send(stranger, { toEmail: 'x@example.com', invoiceQueryId: invoice.query_id })).status).toBe(404);
    expect((await send(guest, { toEmail: 'x@example.com', invoiceQueryId: 'inv_nothing' })).status).toBe(404);
    expect((await send(null, { toEmail: 'x@example.com', invoiceQueryId: invoice.query_id })).status).toBe(401);
  });

  it('answers 400 naming a bad address and an unknown field', async () => {
    const invoice = await soupInvoice(guest);
    const bad = await send(guest, { toEmail: 'not-an-address', invoiceQueryId: invoice.query_id, cc: 'x' });
    expect(bad.status).toBe(400);
    expect(detailFields(bad.body).sort()).toEqual(['cc', 'toEmail']);
  });

  it('sends at most 3 mails per invoice and 10 per customer in an hour', async () => {
    const customer = await guestSession(api, 'receipt-mail-limits');
    const invoices = [];
    for (let index = 0; index < 5; index += 1) invoices.push(await soupInvoice(customer));
    const statusesFor = async (invoiceQueryId: string, times: number) => {
      const statuses: number[] = [];
      for (let time = 0; time < times; time += 1) {
        statuses.push((await send(customer, { toEmail: 'limits@example.com', invoiceQueryId })).status);
      }
      return statuses;
    };
    expect(await statusesFor(invoices[0]!.query_id, 4)).toEqual([200, 200, 200, 400]);
    expect(await statusesFor(invoices[1]!.query_id, 3)).toEqual([200, 200, 200]);
    expect(await statusesFor(invoices[2]!.query_id, 3)).toEqual([200, 200, 200]);
    expect(await statusesFor(invoices[3]!.query_id, 1)).toEqual([200]);
    const eleventh = await send(customer, { toEmail: 'limits@example.com', invoiceQueryId: invoices[4]!.query_id });
    expect(eleventh.status).toBe(400);
    expect(errorMessage(eleventh.body)).toMatch(
      /^Too many receipt e-mails were sent\. You can send another in \d+ minutes?\.$/,
    );
    // An hour later the customer may send again.
    await api.setClockOffset(60 * 60 * 1000 + 1_000);
    const later = await send(customer, { toEmail: 'limits@example.com', invoiceQueryId: invoices[4]!.query_id });
    await api.setClockOffset(0);
    expect(later.status).toBe(200);
  });
});
