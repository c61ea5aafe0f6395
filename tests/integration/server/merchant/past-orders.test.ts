import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { pastOrdersResponseSchema } from '@/contract/merchant/past-orders.contract';
import { demoLogin, type AccountsServer } from '../accounts/accounts-client';
import { newInvoice, placeOrder, type Session } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiSoup, helmiStaff, kallioSoup, kallioStaff, placedOrder, staffToken } from './merchant-client';

// Issue 26, part 8: the console could not find a past order. The staff search their store's orders by code,
// customer phone and day, a page at a time.
let api: AccountsServer;
let staff: string;
let kallio: string;

beforeAll(async () => {
  api = await startOrdersServer();
  [staff, kallio] = await Promise.all([staffToken(api, helmiStaff), staffToken(api, kallioStaff)]);
});

afterAll(() => api?.stop());

async function search(token: string, query: string) {
  const answer = await api.call('GET', `/merchant/v1/orders/past?${query}`, { bearer: token });
  expect(answer.status).toBe(200);
  return pastOrdersResponseSchema.parse(answer.body);
}

async function shortIdOf(invoiceQueryId: string): Promise<string> {
  const answer = await api.call('GET', `/merchant/v1/orders/${invoiceQueryId}`, { bearer: staff });
  return (answer.body as { order: { short_order_id: string } }).order.short_order_id;
}

/** A placed order of the README's signed-up customer, whose number is demoLogin's. */
async function placedByCustomer(store: string, product: string): Promise<string> {
  const customer: Session = { token: await api.logIn(demoLogin.loginId, demoLogin.pin), userQueryId: '' };
  const invoice = await newInvoice(api, customer, store, [{ product, quantity: 3 }]);
  expect((await placeOrder(api, customer, invoice.query_id)).status).toBe(200);
  return invoice.query_id;
}

describe('GET /merchant/v1/orders/past', () => {
  it('finds an order by its code, with or without # and in any case, and never another store\u2019s', async () => {
    const { invoiceQueryId } = await placedOrder(api, 'past-by-code', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const code = await shortIdOf(invoiceQueryId);
    for (const typed of [code, `#${code}`, code.toLowerCase()]) {
      const found = await search(staff, `code=${encodeURIComponent(typed)}`);
      expect(found.orders.map((order) => order.query_id)).toEqual([invoiceQueryId]);
      expect(found.pagination.total_items).toBe(1);
    }
    expect((await search(kallio, `code=${code}`)).orders).toEqual([]);
  });

  it('finds the orders of a customer by the end of their phone number, only at the staff\u2019s store', async () => {
    const helmiOrder = await placedByCustomer('sataman-helmi', helmiSoup);
    const kallioOrder = await placedByCustomer('kallion-keittio', kallioSoup);
    // demoLogin's number is +92 300 1234567; the staff type its last digits with spaces.
    const found = await search(staff, `phone=${encodeURIComponent('300 123 4567')}`);
    const ids = found.orders.map((order) => order.query_id);
    expect(ids).toContain(helmiOrder);
    expect(ids).not.toContain(kallioOrder);
    const theirs = (await search(kallio, 'phone=3001234567')).orders.map((order) => order.query_id);
    expect(theirs).toContain(kallioOrder);
    expect(theirs).not.toContain(helmiOrder);
    expect((await search(staff, 'phone=999999999')).orders).toEqual([]);
  });

  it('finds the orders of a day in the store\u2019s time zone, and none of a day without orders', async () => {
    const { invoiceQueryId } = await placedOrder(api, 'past-by-day', 'sataman-helmi', [
      { product: helmiSoup, quantity: 2 },
    ]);
    const today = dashboardResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/dashboard', { bearer: staff })).body,
    ).date;
    const found = await search(staff, `date=${today}&per_page=100`);
    expect(found.time_zone).toBe('Europe/Helsinki');
    expect(found.orders.map((order) => order.query_id)).toContain(invoiceQueryId);
    expect((await search(staff, 'date=2020-01-01')).orders).toEqual([]);
  });

  it('pages newest first: two pages of one hold different orders, and the store\u2019s orders only', async () => {
    const placed: string[] = [];
    for (const device of ['past-page-1', 'past-page-2', 'past-page-3']) {
      placed.push(
        (await placedOrder(api, device, 'sataman-helmi', [{ product: helmiSoup, quantity: 2 }])).invoiceQueryId,
      );
    }
    const first = await search(staff, 'per_page=1&page=1');
    const second = await search(staff, 'per_page=1&page=2');
    expect(first.orders.map((order) => order.query_id)).toEqual([placed[2]]);
    expect(second.orders.map((order) => order.query_id)).toEqual([placed[1]]);
    expect(first.pagination).toMatchObject({ page: 1, per_page: 1 });
    expect(first.pagination.total_pages).toBe(first.pagination.total_items);
    expect(first.pagination.total_items).toBeGreaterThanOrEqual(3);
    const all = await search(staff, 'per_page=100');
    expect(all.orders.length).toBe(Math.min(all.pagination.total_items, 100));
    const placedAt = all.orders.map((order) => Date.parse(order.placed_at));
    expect(placedAt).toEqual([...placedAt].sort((a, b) => b - a));
    expect((await search(staff, '')).pagination.per_page).toBe(25);
    const theirs = await search(kallio, 'per_page=100');
    expect(theirs.orders.some((order) => placed.includes(order.query_id))).toBe(false);
  });

  it.each([
    ['code', 'code=%3Bdrop'],
    ['phone', 'phone=ab'],
    ['date', 'date=2026-02-30'],
    ['per_page', 'per_page=101'],
    ['page', 'page=0'],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const answer = await api.call('GET', `/merchant/v1/orders/past?${query}`, { bearer: staff });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: [expect.objectContaining({ field })] } });
  });

  it('refuses no session with 401', async () => {
    expect((await api.call('GET', '/merchant/v1/orders/past', {})).status).toBe(401);
  });
});
