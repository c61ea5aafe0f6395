import { errorBodySchema } from '@/contract/common/error.contract';
import { dashboardResponseSchema, type DashboardResponse } from '@/contract/merchant/dashboard.contract';
import { pnlResponseSchema, transactionsResponseSchema } from '@/contract/merchant/store-money.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { guestSession, newInvoice, placeOrder } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioOwner, kallioSoup, setStatus, staffToken } from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

/** Places a cash order of the guest of a device of its own; answers the invoice's query id and what it costs. */
async function placed(device: string, store: string, product: string, quantity: number) {
  const guest = await guestSession(api, device);
  const invoice = await newInvoice(api, guest, store, [{ product, quantity }]);
  const answer = await placeOrder(api, guest, invoice.query_id);
  if (answer.status !== 200) throw new Error(`Place order failed: ${JSON.stringify(answer.body)}`);
  return { queryId: invoice.query_id, payable: invoice.cents };
}

async function dashboard(token: string): Promise<DashboardResponse> {
  const answer = await api.call('GET', '/merchant/v1/dashboard', { bearer: token });
  expect(answer.status).toBe(200);
  return dashboardResponseSchema.parse(answer.body);
}

const countOf = (figures: DashboardResponse, status: string) =>
  figures.by_status.find((entry) => entry.status === status)?.count ?? 0;

describe('GET /merchant/v1/dashboard', () => {
  it('counts today\u2019s orders of the store only: by status, revenue without cancelled ones, preparation', async () => {
    const staff = await staffToken(api, helmiStaff);
    const before = await dashboard(staff);
    const kallioBefore = await dashboard(await staffToken(api, kallioOwner));

    const made = await placed('dash-made', 'sataman-helmi', helmiSoup, 2);
    const dropped = await placed('dash-dropped', 'sataman-helmi', helmiSoup, 2);
    await placed('dash-waiting', 'sataman-helmi', helmiSoup, 2);
    await placed('dash-kallio', 'kallion-keittio', kallioSoup, 2);
    for (const status of ['order_confirmed', 'order_dispatched']) {
      expect((await setStatus(api, staff, made.queryId, status)).status).toBe(200);
    }
    expect((await setStatus(api, staff, dropped.queryId, 'order_cancelled')).status).toBe(200);

    const after = await dashboard(await staffToken(api, helmiOwner));
    expect(after).toMatchObject({ date: before.date, time_zone: 'Europe/Helsinki', currency: 'EUR' });
    expect(after.orders - before.orders).toBe(3);
    expect(countOf(after, 'order_pending') - countOf(before, 'order_pending')).toBe(1);
    expect(countOf(after, 'order_dispatched') - countOf(before, 'order_dispatched')).toBe(1);
    expect(countOf(after, 'order_cancelled') - countOf(before, 'order_cancelled')).toBe(1);
    const waiting = (await placed('dash-sum', 'sataman-helmi', helmiSoup, 2)).payable;
    const latest = await dashboard(staff);
    expect(latest.revenue - before.revenue).toBe(made.payable + 2 * waiting);
    // Dispatched within the test, so the average is a few minutes at most.
    expect(latest.average_preparation_minutes).not.toBeNull();
    expect(latest.hours.reduce((sum, hour) => sum + hour.orders, 0)).toBe(latest.orders);
    expect((await dashboard(await staffToken(api, kallioOwner))).orders - kallioBefore.orders).toBe(1);
  });

  it('refuses a call without a staff session with 401', async () => {
    const customer = await guestSession(api, 'dash-customer');
    expect((await api.call('GET', '/merchant/v1/dashboard', { bearer: customer.token })).status).toBe(401);
  });
});

describe('the owner\u2019s money pages', () => {
  const range = (today: string) => `from=${today}&to=${today}`;

  it('lists today\u2019s cash orders of the store as transactions with VAT, without a cancelled unpaid one', async () => {
    const owner = await staffToken(api, helmiOwner);
    const { date: today } = await dashboard(owner);
    const kept = await placed('money-kept', 'sataman-helmi', helmiSoup, 2);
    const dropped = await placed('money-dropped', 'sataman-helmi', helmiSoup, 2);
    expect((await setStatus(api, owner, dropped.queryId, 'order_cancelled')).status).toBe(200);

    const answer = await api.call('GET', `/merchant/v1/transactions?${range(today)}`, { bearer: owner });
    expect(answer.status).toBe(200);
    const body = transactionsResponseSchema.parse(answer.body);
    expect(body).toMatchObject({ from: today, to: today, time_zone: 'Europe/Helsinki', currency: 'EUR' });
    const transactions = body.days.flatMap((day) => day.transactions);
    const amounts = transactions.map((transaction) => transaction.amount);
    expect(amounts).toContain(kept.payable);
    expect(transactions.every((transaction) => transaction.payment_method === 'CASH' && !transaction.refund)).toBe(
      true,
    );
    const day = body.days.find((known) => known.date === today);
    expect(day?.net).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(day?.vat.reduce((sum, share) => sum + share.gross, 0)).toBeGreaterThan(0);
    // Every order of the day was one of Helmi's: Kallio's owner sees none of them.
    const kallio = await staffToken(api, kallioOwner);
    const theirs = transactionsResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/transactions?${range(today)}`, { bearer: kallio })).body,
    );
    const theirIds = theirs.days.flatMap((known) =>
      known.transactions.map((transaction) => transaction.short_order_id),
    );
    expect(theirIds.filter((id) => transactions.some((transaction) => transaction.short_order_id === id))).toEqual([]);
  });

  it('sums revenue, VAT, discounts, tips and delivery fees per day and month', async () => {
    const owner = await staffToken(api, helmiOwner);
    const { date: today } = await dashboard(owner);
    const byDay = pnlResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/pnl?from=${today}&to=${today}&by=day`, { bearer: owner })).body,
    );
    const extra = await placed('pnl-extra', 'sataman-helmi', helmiSoup, 2);
    const after = pnlResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/pnl?from=${today}&to=${today}&by=day`, { bearer: owner })).body,
    );
    expect(after.rows.map((row) => row.period)).toEqual([today]);
    expect(after.totals.revenue - byDay.totals.revenue).toBe(extra.payable);
    expect(after.totals.orders - byDay.totals.orders).toBe(1);
    expect(after.totals.vat).toBeGreaterThan(0);
    const byMonth = pnlResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/pnl?from=${today.slice(0, 8)}01&to=${today}&by=month`, { bearer: owner }))
        .body,
    );
    expect(byMonth.rows.map((row) => row.period)).toEqual([today.slice(0, 7)]);
    expect(byMonth.totals.revenue).toBeGreaterThanOrEqual(after.totals.revenue);
  });

  it('refuses staff with 403 and a bad range with 400 naming the field', async () => {
    const staff = await staffToken(api, helmiStaff);
    for (const path of [
      '/merchant/v1/transactions?from=2026-01-01&to=2026-01-31',
      '/merchant/v1/pnl?from=2026-01-01&to=2026-01-31',
    ]) {
      expect((await api.call('GET', path, { bearer: staff })).status).toBe(403);
    }
    const owner = await staffToken(api, helmiOwner);
    const cases: [string, string][] = [
      ['/merchant/v1/transactions?from=2026-02-30&to=2026-03-01', 'from'],
      ['/merchant/v1/transactions?from=2026-03-02&to=2026-03-01', 'to'],
      ['/merchant/v1/pnl?from=2024-01-01&to=2026-01-01', 'to'],
      ['/merchant/v1/pnl?from=2026-01-01&to=2026-01-02&by=week', 'by'],
    ];
    for (const [path, field] of cases) {
      const answer = await api.call('GET', path, { bearer: owner });
      expect([path, answer.status, errorBodySchema.parse(answer.body).error.details?.[0]?.field]).toEqual([
        path,
        400,
        field,
      ]);
    }
  });
});
