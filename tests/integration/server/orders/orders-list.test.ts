import { ordersResponseSchema } from '@/contract/orders/orders-list.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import { guestSession, newInvoice, placeOrder, products, type Session } from './orders-client';

let api: AccountsServer;
let guest: Session;
const placedIds: string[] = [];

beforeAll(async () => {
  api = await startOrdersServer();
  guest = await guestSession(api, 'orders-list-test-device');
  for (const quantity of [1, 2, 3]) {
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity }]);
    await placeOrder(api, guest, invoice.query_id);
    placedIds.push(invoice.query_id);
  }
  // An invoice never placed is no order and shows in no tab.
  await newInvoice(api, guest, 'toolon-burgeri', [{ product: products.fries, quantity: 4 }]);
});

afterAll(() => api?.stop());

async function orders(query: string, session: Session = guest) {
  const answer = await api.call('GET', `/api/v1/users/orders?${query}`, { token: session.token });
  expect(answer.status).toBe(200);
  return ordersResponseSchema.parse(answer.body);
}

describe('GET /api/v1/users/orders', () => {
  it('lists the placed orders of the active tab newest first, 24 to a page by default', async () => {
    const page = await orders('order_type=active');
    expect(page.invoices.map(({ invoice }) => invoice.query_id)).toEqual([...placedIds].reverse());
    expect(page.invoices.map(({ invoice }) => invoice.cents)).toEqual([1350, 900, 450]);
    expect(page.pagination).toEqual({ page: 1, per_page: 24, total_items: 3, total_pages: 1 });
  });

  it('pages', async () => {
    const second = await orders('order_type=active&page=2&per_page=2');
    expect(second.invoices.map(({ invoice }) => invoice.query_id)).toEqual([placedIds[0]]);
    expect(second.pagination).toEqual({ page: 2, per_page: 2, total_items: 3, total_pages: 2 });
  });

  it('has nothing in the past and cancelled tabs while every order is pending', async () => {
    for (const tab of ['past', 'cancelled']) {
      const page = await orders(`order_type=${tab}`);
      expect(page.invoices).toEqual([]);
      expect(page.pagination).toEqual({ page: 1, per_page: 24, total_items: 0, total_pages: 0 });
    }
  });

  it('shows one user nothing of another\u2019s orders', async () => {
    const stranger = await guestSession(api, 'orders-list-stranger');
    expect((await orders('order_type=active', stranger)).pagination.total_items).toBe(0);
  });

  it('answers 400 naming a bad tab or page size, 401 without a session', async () => {
    const bad = await api.call('GET', '/api/v1/users/orders?order_type=open&per_page=500', { token: guest.token });
    expect(bad.status).toBe(400);
    expect(detailFields(bad.body).sort()).toEqual(['order_type', 'per_page']);
    expect((await api.call('GET', '/api/v1/users/orders?order_type=active')).status).toBe(401);
  });
});
