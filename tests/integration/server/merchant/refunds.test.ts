import { orderRefundsResponseSchema, type OrderRefundsResponse } from '@/contract/merchant/refund.contract';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { pnlResponseSchema, transactionsResponseSchema } from '@/contract/merchant/store-money.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { stripeInitResponseSchema } from '@/contract/payments/stripe.contract';
import { validateVoucherResponseSchema } from '@/contract/orders/validate-voucher.contract';
import { transactionsCsv } from '@/domain/merchant-console/transactions-csv';
import type { AccountsServer } from '../accounts/accounts-client';
import {
  createInvoice,
  guestSession,
  invoiceOf,
  invoiceRequest,
  placeOrder,
  products,
  type Session,
} from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { confirmPayment, payingCard, stripeInit, stripeInitBody } from '../payments/payments-client';
import { helmiOwner, helmiStaff, kallioOwner, placedOrder, staffToken } from './merchant-client';

// Issue 26, part 6: the owner refunds a paid order in full, by lines or as a chosen amount, with a reason; the
// server computes every amount from the order as stored.
let api: AccountsServer;
let owner: string;

beforeAll(async () => {
  api = await startOrdersServer();
  owner = await staffToken(api, helmiOwner);
});

afterAll(() => api?.stop());

/** 2 × Lohikeitto 14,90 + Paistetut muikut 16,90 − 10 % + Kotikalja 3,50: the lines cost 29,80, 15,21 and 3,50. */
const helmiLines = [
  { product: products.lohikeitto, quantity: 2 },
  { product: products.muikut, quantity: 1 },
  { product: products.kotikalja, quantity: 1 },
];

/** A guest's Helmi order with the HELMI5 voucher (5,00) and a 2,00 tip, paid by card in the sandbox and placed. */
async function paidByCard(device: string): Promise<{ guest: Session; queryId: string; payable: number }> {
  const guest = await guestSession(api, device);
  const created = invoiceOf(
    await createInvoice(
      api,
      guest,
      invoiceRequest('sataman-helmi', helmiLines, { paymentMethod: 'STRIPE', invoice_tip: 2 }),
    ),
  );
  const vouchered = await api.call('PUT', `/api/v1/invoices/${created.query_id}/validate_voucher`, {
    token: guest.token,
    body: { invoice: { voucher_code: 'HELMI5', query_id: created.query_id } },
  });
  const invoice = validateVoucherResponseSchema.parse(vouchered.body).invoice;
  expect(invoice).toMatchObject({ voucher_discount: 500, driver_tip: 200 });
  const started = await stripeInit(api, guest, stripeInitBody(invoice));
  const intent = stripeInitResponseSchema.parse(started.body);
  expect((await confirmPayment(api, intent, { action: 'pay', ...payingCard })).status).toBe(200);
  const placed = await placeOrder(api, guest, invoice.query_id);
  expect(placed.status).toBe(200);
  return { guest, queryId: invoice.query_id, payable: invoiceOf(placed).cents };
}

const refundsPath = (queryId: string) => `/merchant/v1/orders/${queryId}/refunds`;

async function refund(queryId: string, body: unknown, token = owner) {
  return api.call('POST', refundsPath(queryId), { body, bearer: token });
}

async function refunded(queryId: string, body: unknown): Promise<OrderRefundsResponse> {
  const answer = await refund(queryId, body);
  if (answer.status !== 201) throw new Error(`Refund failed: ${JSON.stringify(answer.body)}`);
  return orderRefundsResponseSchema.parse(answer.body);
}

const fieldsOf = (body: unknown) => errorBodySchema.parse(body).error.details?.map((detail) => detail.field);

describe('POST /merchant/v1/orders/{invoiceQueryId}/refunds', () => {
  it('refunds a line at its price after promotions less its share of the voucher, never the tip, and the card sandbox records it', async () => {
    const order = await paidByCard('refund-line');
    const before = orderRefundsResponseSchema.parse(
      (await api.call('GET', refundsPath(order.queryId), { bearer: owner })).body,
    );
    expect(before).toMatchObject({ paid: true, cancelled: false, refundable: order.payable, voucher_discount: 500 });
    const soup = before.lines.find((line) => line.product_name === 'Lohikeitto');
    expect(soup).toMatchObject({ quantity: 2, refunded_quantity: 0, payable: 2980 });

    const after = await refunded(order.queryId, {
      kind: 'lines',
      lines: [{ line_id: soup?.line_id, quantity: 1 }],
      reason: 'Soup was cold',
    });
    // The voucher's 5,00 is shared over 29,80 : 15,21 : 3,50 (48,51) as 3,07 : 1,57 : 0,36, so the two soups are
    // worth 26,73 and the first of them 13,36 (rounded down; the second gets the odd cent).
    expect(after.refunds).toEqual([
      expect.objectContaining({
        kind: 'lines',
        amount: 1336,
        reason: 'Soup was cold',
        staff_username: 'helmi-owner',
        lines: [{ line_id: soup?.line_id, product_name: 'Lohikeitto', quantity: 1, amount: 1336 }],
        card_refund_id: expect.stringMatching(/^re_[0-9a-f]{24}$/),
      }),
    ]);
    expect(after.refundable).toBe(order.payable - 1336);
    expect(after.lines.find((line) => line.line_id === soup?.line_id)?.refunded_quantity).toBe(1);

    // The second soup is the only one left of the line.
    const tooMany = await refund(order.queryId, {
      kind: 'lines',
      lines: [{ line_id: soup?.line_id, quantity: 2 }],
      reason: 'Both',
    });
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['lines.0.quantity']);
    const second = await refunded(order.queryId, {
      kind: 'lines',
      lines: [{ line_id: soup?.line_id, quantity: 1 }],
      reason: 'The other was cold too',
    });
    expect(second.refunds.map((each) => each.amount)).toEqual([1336, 1337]);

    // The customer's order shows both, oldest first.
    const customer = invoiceOf(
      await api.call('GET', `/api/v2/invoices/${order.queryId}/fetch_invoice`, { token: order.guest.token }),
    );
    expect(customer.refunds?.map((each) => each.amount)).toEqual([1336, 1337]);
  });

  it('refunds a chosen amount and then the rest in full, tip included; refunds never add up to more than was paid', async () => {
    const order = await paidByCard('refund-amount');
    const overPaid = await refund(order.queryId, { kind: 'amount', amount: order.payable + 1, reason: 'Too much' });
    expect(overPaid.status).toBe(400);
    expect(fieldsOf(overPaid.body)).toEqual(['amount']);

    const chosen = await refunded(order.queryId, { kind: 'amount', amount: 590, reason: 'Late delivery' });
    expect(chosen.refunds.map((each) => [each.kind, each.amount, each.lines.length])).toEqual([['amount', 590, 0]]);
    expect(chosen.refundable).toBe(order.payable - 590);
    const stillTooMuch = await refund(order.queryId, { kind: 'amount', amount: order.payable - 589, reason: 'More' });
    expect(fieldsOf(stillTooMuch.body)).toEqual(['amount']);

    const full = await refunded(order.queryId, { kind: 'full', reason: 'Order lost' });
    expect(full.refunds.map((each) => each.amount)).toEqual([590, order.payable - 590]);
    expect(full.refundable).toBe(0);
    expect(full.lines.every((line) => line.refunded_quantity === line.quantity)).toBe(true);
    const nothingLeft = await refund(order.queryId, { kind: 'full', reason: 'Again' });
    expect(nothingLeft.status).toBe(400);
    expect(fieldsOf(nothingLeft.body)).toEqual(['kind']);
  });

  it('asks for a reason, the lines of a line refund and the amount of an amount refund, naming each', async () => {
    const order = await paidByCard('refund-fields');
    expect(fieldsOf((await refund(order.queryId, { kind: 'full', reason: '  ' })).body)).toEqual(['reason']);
    expect(fieldsOf((await refund(order.queryId, { kind: 'full' })).body)).toEqual(['reason']);
    expect(fieldsOf((await refund(order.queryId, { kind: 'lines', reason: 'x' })).body)).toEqual(['lines']);
    expect(fieldsOf((await refund(order.queryId, { kind: 'amount', reason: 'x' })).body)).toEqual(['amount']);
    expect(fieldsOf((await refund(order.queryId, { kind: 'full', reason: 'x'.repeat(501) })).body)).toEqual(['reason']);
    const unknownLine = await refund(order.queryId, {
      kind: 'lines',
      lines: [{ line_id: 'no-such-line', quantity: 1 }],
      reason: 'x',
    });
    expect(fieldsOf(unknownLine.body)).toEqual(['lines.0.line_id']);
  });

  it('refuses a cash order whose cash was not received, and refunds it once received', async () => {
    const { invoiceQueryId } = await placedOrder(api, 'refund-cash', 'sataman-helmi', [
      { product: products.lohikeitto, quantity: 2 },
    ]);
    const unpaid = await refund(invoiceQueryId, { kind: 'full', reason: 'Wrong soup' });
    expect(unpaid.status).toBe(400);
    expect(fieldsOf(unpaid.body)).toEqual(['invoiceQueryId']);
    const staff = await staffToken(api, helmiStaff);
    const received = await api.call('PUT', `/merchant/v1/orders/${invoiceQueryId}/cash_received`, { bearer: staff });
    expect(merchantOrderResponseSchema.parse(received.body).order.paid).toBe(true);
    const cash = await refunded(invoiceQueryId, { kind: 'full', reason: 'Wrong soup' });
    // A cash refund goes back over the counter: the card sandbox has nothing to do.
    expect(cash.refunds).toEqual([expect.objectContaining({ amount: 2980, card_refund_id: null })]);
  });

  it('refuses staff with 403 and another store\u2019s owner with 404, reading or refunding', async () => {
    const order = await paidByCard('refund-roles');
    const staff = await staffToken(api, helmiStaff);
    expect((await api.call('GET', refundsPath(order.queryId), { bearer: staff })).status).toBe(403);
    expect((await refund(order.queryId, { kind: 'full', reason: 'Staff try' }, staff)).status).toBe(403);
    const otherOwner = await staffToken(api, kallioOwner);
    expect((await api.call('GET', refundsPath(order.queryId), { bearer: otherOwner })).status).toBe(404);
    expect((await refund(order.queryId, { kind: 'full', reason: 'Other store' }, otherOwner)).status).toBe(404);
    expect((await api.call('GET', refundsPath(order.queryId), {})).status).toBe(401);
    const untouched = orderRefundsResponseSchema.parse(
      (await api.call('GET', refundsPath(order.queryId), { bearer: owner })).body,
    );
    expect(untouched.refunds).toEqual([]);
  });
});

describe('refunds in Transactions, the CSV and P&L', () => {
  it('list each refund on the day given, and the three agree on what came in and went back', async () => {
    const order = await paidByCard('refund-reports');
    await refunded(order.queryId, { kind: 'amount', amount: 250, reason: 'Missing napkins' });
    await refunded(order.queryId, { kind: 'amount', amount: 340, reason: 'Missing bread' });

    const today = dashboardResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/dashboard', { bearer: owner })).body,
    ).date;
    const range = `from=${today}&to=${today}`;
    const transactions = transactionsResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/transactions?${range}`, { bearer: owner })).body,
    );
    const pnl = pnlResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/pnl?${range}&by=day`, { bearer: owner })).body,
    );
    const shortId = orderRefundsResponseSchema.parse(
      (await api.call('GET', refundsPath(order.queryId), { bearer: owner })).body,
    ).short_order_id;
    const rows = transactions.days.flatMap((day) => day.transactions);
    const ofOrder = rows.filter((row) => row.short_order_id === shortId);
    expect(ofOrder.map((row) => [row.refund, row.amount])).toEqual([
      [false, order.payable],
      [true, 250],
      [true, 340],
    ]);

    // Every refund of this file's orders (none of them cancelled) is in both, and nothing else is.
    const refundsInTransactions = rows.filter((row) => row.refund).reduce((sum, row) => sum + row.amount, 0);
    expect(refundsInTransactions).toBeGreaterThanOrEqual(590);
    expect(transactions.days.reduce((sum, day) => sum + day.refunds, 0)).toBe(refundsInTransactions);
    expect(pnl.totals.refunds).toBe(refundsInTransactions);
    expect(pnl.totals.revenue - pnl.totals.refunds).toBe(transactions.days.reduce((sum, day) => sum + day.net, 0));

    // The CSV is made of the same days: one row per transaction, a refund with refund=yes.
    const csv = transactionsCsv(
      transactions.days.map((day) => ({
        date: day.date,
        net: day.net,
        refunds: day.refunds,
        vat: [],
        transactions: day.transactions.map((row) => ({
          shortOrderId: row.short_order_id,
          placedAt: Date.parse(row.placed_at),
          paymentMethod: row.payment_method,
          paid: row.paid,
          refund: row.refund,
          amount: row.amount,
          vat: [],
        })),
      })),
      transactions.time_zone,
    );
    const csvRows = csv
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(csvRows.filter((cells) => cells[2] === shortId).map((cells) => [cells[5], cells[6]])).toEqual([
      ['no', (order.payable / 100).toFixed(2)],
      ['yes', '2.50'],
      ['yes', '3.40'],
    ]);
  });
});
