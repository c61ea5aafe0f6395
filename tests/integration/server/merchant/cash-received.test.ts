import { cashReceiptRefusalBodySchema } from '@/contract/merchant/cash-receipt.contract';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { merchantOrderResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { pnlResponseSchema, transactionsResponseSchema } from '@/contract/merchant/store-money.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { guestSession, newInvoice, placeOrder } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioStaff, setStatus, staffToken } from './merchant-client';

// Issue 26, part 2: a delivered cash order stayed "Not paid" on its card and paid=no in the CSV while
// Transactions said "Cash, paid at delivery". The staff now record the cash on handover, and every report agrees.
let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

async function placedCash(device: string) {
  const guest = await guestSession(api, device);
  const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }]);
  const answer = await placeOrder(api, guest, invoice.query_id);
  if (answer.status !== 200) throw new Error(`Place order failed: ${JSON.stringify(answer.body)}`);
  return { queryId: invoice.query_id, payable: invoice.cents };
}

const receiveCash = (token: string, queryId: string) =>
  api.call('PUT', `/merchant/v1/orders/${queryId}/cash_received`, { bearer: token });

describe('PUT /merchant/v1/orders/{invoiceQueryId}/cash_received', () => {
  it('lets any staff member of the store record the cash once, and a second press changes nothing', async () => {
    const staff = await staffToken(api, helmiStaff);
    const order = await placedCash('cash-once');
    const first = await receiveCash(staff, order.queryId);
    expect(first.status).toBe(200);
    const recorded = merchantOrderResponseSchema.parse(first.body).order;
    expect(recorded).toMatchObject({ query_id: order.queryId, payment_type: 'CASH', paid: true });
    const again = await receiveCash(staff, order.queryId);
    expect(again.status).toBe(200);
    expect(merchantOrderResponseSchema.parse(again.body).order.paid).toBe(true);
  });

  it('refuses a cancelled order with 400 ORDER_CANCELLED, another store\u2019s staff with 404, no session with 401', async () => {
    const staff = await staffToken(api, helmiStaff);
    const order = await placedCash('cash-cancelled');
    expect((await setStatus(api, staff, order.queryId, 'order_cancelled')).status).toBe(200);
    const refused = await receiveCash(staff, order.queryId);
    expect(refused.status).toBe(400);
    expect(cashReceiptRefusalBodySchema.parse(refused.body).error).toMatchObject({
      code: 'ORDER_CANCELLED',
      current_status: 'order_cancelled',
    });

    const other = await placedCash('cash-other-store');
    expect((await receiveCash(await staffToken(api, kallioStaff), other.queryId)).status).toBe(404);
    expect((await api.call('PUT', `/merchant/v1/orders/${other.queryId}/cash_received`, {})).status).toBe(401);
  });
});

describe('paid and unpaid, as every report of the store reads them', () => {
  it('agree in the order, Transactions, the dashboard and P&L once one of two cash orders is delivered with its cash', async () => {
    const staff = await staffToken(api, helmiStaff);
    const owner = await staffToken(api, helmiOwner);
    const handedOver = await placedCash('agree-handed-over');
    const waiting = await placedCash('agree-waiting');
    for (const status of ['order_confirmed', 'order_dispatched']) {
      expect((await setStatus(api, staff, handedOver.queryId, status)).status).toBe(200);
    }
    expect((await receiveCash(staff, handedOver.queryId)).status).toBe(200);
    const delivered = await setStatus(api, staff, handedOver.queryId, 'order_delivered');
    expect(merchantOrderResponseSchema.parse(delivered.body).order).toMatchObject({
      status: 'order_delivered',
      paid: true,
    });

    const dashboard = dashboardResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/dashboard', { bearer: owner })).body,
    );
    const today = dashboard.date;
    const range = `from=${today}&to=${today}`;
    const transactions = transactionsResponseSchema
      .parse((await api.call('GET', `/merchant/v1/transactions?${range}`, { bearer: owner })).body)
      .days.flatMap((day) => day.transactions);
    const pnl = pnlResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/pnl?${range}&by=day`, { bearer: owner })).body,
    );

    const shortIdOf = async (queryId: string) =>
      merchantOrderResponseSchema.parse(
        (await api.call('GET', `/merchant/v1/orders/${queryId}`, { bearer: staff })).body,
      ).order.short_order_id;
    const paidOf = async (queryId: string) => {
      const shortId = await shortIdOf(queryId);
      return transactions.find((transaction) => transaction.short_order_id === shortId)?.paid;
    };
    expect(await paidOf(handedOver.queryId)).toBe(true);
    expect(await paidOf(waiting.queryId)).toBe(false);
    const unpaidInTransactions = transactions
      .filter((transaction) => !transaction.paid && !transaction.refund)
      .reduce((sum, transaction) => sum + transaction.amount, 0);
    // This file's server holds only this file's orders: the unpaid ones are the waiting order and the earlier
    // tests' orders nobody received cash for (all cash, none cancelled but one).
    expect(unpaidInTransactions).toBeGreaterThanOrEqual(waiting.payable);
    expect(dashboard.unpaid).toBe(unpaidInTransactions);
    expect(pnl.totals.unpaid).toBe(unpaidInTransactions);
    const paidInTransactions = transactions
      .filter((transaction) => transaction.paid && !transaction.refund)
      .reduce((sum, transaction) => sum + transaction.amount, 0);
    expect(dashboard.revenue - dashboard.unpaid).toBe(paidInTransactions);
    expect(pnl.totals.revenue - pnl.totals.unpaid).toBe(paidInTransactions);
  });
});
