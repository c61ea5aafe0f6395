import { errorBodySchema } from '@/contract/common/error.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, invoiceOf, placeOrder, type Session } from '../orders/orders-client';
import { bankCardInvoice, openCardForm, submittedPair } from './bank-card-client';

let api: AccountsServer;
let guest: Session;
let other: Session;

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'bank-card-invoice-device');
  other = await guestSession(api, 'bank-card-invoice-other');
});

afterAll(() => api?.stop());

const refusal = (message: string) => ({ status: 402, body: { error: { message } } });

async function activeOrders(session: Session): Promise<number> {
  const answer = await api.call('GET', '/api/v1/users/orders?order_type=active', { token: session.token });
  return (answer.body as { pagination: { total_items: number } }).pagination.total_items;
}

describe('an invoice paid by the bank card form', () => {
  it('is created with a submitted card of the user\u2019s, once; the same card token is refused after', async () => {
    const pair = await submittedPair(api, guest);
    const created = await bankCardInvoice(api, guest, pair);
    expect(created.status).toBe(200);
    const invoice = invoiceOf(created);
    expect(invoice.payments).toEqual([{ payment_type: 'PAYMENT_BY_CARD_BANK_ALFALAH' }]);
    const placed = await placeOrder(api, guest, invoice.query_id);
    expect(placed.status).toBe(200);
    expect(invoiceOf(placed).status).toBe('order_pending');

    const ordersBefore = await activeOrders(guest);
    expect(await bankCardInvoice(api, guest, pair)).toEqual(
      refusal('Payment required: this card token already paid for another invoice.'),
    );
    expect(await activeOrders(guest)).toBe(ordersBefore);
  });

  it('lets one of many concurrent invoices use a card token', async () => {
    const pair = await submittedPair(api, guest);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bankCardInvoice(api, guest, pair)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 402, 402, 402, 402, 402]);
  });

  it('refuses another user\u2019s card as unknown', async () => {
    const pair = await submittedPair(api, other);
    expect(await bankCardInvoice(api, guest, pair)).toEqual(
      refusal('Payment required: this card is not known. Please add the card again.'),
    );
    expect((await bankCardInvoice(api, other, pair)).status).toBe(200);
  });

  it('refuses a form that took no card, a card token not of the form, and no card at all', async () => {
    const { s } = await openCardForm(api, guest);
    const madeUp = `card_${'0'.repeat(32)}`;
    expect(await bankCardInvoice(api, guest, { s, cn: madeUp })).toEqual(
      refusal('Payment required: the bank card form was not submitted.'),
    );
    const pair = await submittedPair(api, guest);
    expect(await bankCardInvoice(api, guest, { s: pair.s, cn: madeUp })).toEqual(
      refusal('Payment required: this card is not known. Please add the card again.'),
    );
    expect(await bankCardInvoice(api, guest, {})).toEqual(
      refusal('Payment required: add a card with the bank card form first.'),
    );
    expect(await bankCardInvoice(api, guest, { s: pair.s })).toEqual(
      refusal('Payment required: add a card with the bank card form first.'),
    );
  });

  it('keeps the error body of the contract', async () => {
    const answer = await bankCardInvoice(api, guest, {});
    expect(errorBodySchema.parse(answer.body).error.message).toContain('Payment required');
  });
});
