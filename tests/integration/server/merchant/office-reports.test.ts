import { dashboardResponseSchema, type DashboardResponse } from '@/contract/merchant/dashboard.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { guestSession, newInvoice, placeOrder } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioOwner, kallioSoup, setStatus, staffToken } from './merchant-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
}, 30_000);

afterAll(() => api?.stop());

/** Places a cash order of the guest of a device of its own; answers the invoice's query id and what it costs. */
async function placed(device: string, store: string, product: string, quantity: number) {
  const guest = await guestSession(api, device);
  const invoice = await newInvoice(api, guest, store, [{ product, quantity }]);
  const answer = await placeOrder(api, guest, invoice.query_id);
  if (answer.status !== 200) throw new Error(`Place order failed: ${JSON.stringify(answer.body)}`);
  return { queryId: invoice.query_id, payable: invoice.payble_amount };
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
