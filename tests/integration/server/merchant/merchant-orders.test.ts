import { largestMerchantOrdersPage, merchantOrdersResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { detailFields, type AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from '../orders/orders-server';
import { guestSession, newInvoice } from '../orders/orders-client';
import { helmiSoup, helmiStaff, kallioSoup, kallioStaff, placedOrder, setStatus, staffToken } from './merchant-client';

let api: AccountsServer;
let helmiToken: string;
let kallioToken: string;
const helmiOrders: string[] = [];
let kallioOrder: string;

beforeAll(async () => {
  api = await startOrdersServer();
  [helmiToken, kallioToken] = await Promise.all([staffToken(api, helmiStaff), staffToken(api, kallioStaff)]);
  for (const quantity of [2, 3, 4]) {
    const { invoiceQueryId } = await placedOrder(api, `merchant-orders-helmi-${quantity}`, 'sataman-helmi', [
      { product: helmiSoup, quantity },
    ]);
    helmiOrders.push(invoiceQueryId);
  }
  ({ invoiceQueryId: kallioOrder } = await placedOrder(api, 'merchant-orders-kallio', 'kallion-keittio', [
    { product: kallioSoup, quantity: 2 },
  ]));
  // An invoice never placed is no order of the store.
  const unplacedGuest = await guestSession(api, 'merchant-orders-unplaced');
  await newInvoice(api, unplacedGuest, 'sataman-helmi', [{ product: helmiSoup, quantity: 5 }]);
});

afterAll(() => api?.stop());

async function orders(token: string, query = '') {
  const answer = await api.call('GET', `/merchant/v1/orders${query}`, { bearer: token });
  expect(answer.status).toBe(200);
  return merchantOrdersResponseSchema.parse(answer.body);
}

describe('GET /merchant/v1/orders', () => {
  it('lists the placed orders of the staff member\u2019s store only, newest first', async () => {
    const page = await orders(helmiToken);
    expect(page.orders.map((order) => order.query_id)).toEqual([...helmiOrders].reverse());
    expect(page.pagination).toEqual({ page: 1, per_page: 24, total_items: 3, total_pages: 1 });
    const kallio = await orders(kallioToken);
    expect(kallio.orders.map((order) => order.query_id)).toEqual([kallioOrder]);
  });

  it('shows what the kitchen needs: lines, amount, status, the statuses it may set next', async () => {
    const [newest] = (await orders(helmiToken)).orders;
    expect(newest).toMatchObject({
      query_id: helmiOrders[2],
      status: 'order_pending',
      next_statuses: ['order_confirmed', 'order_cancelled'],
      customer_name: null,
      payment_type: 'CASH',
      paid: false,
      currency: 'EUR',
      payble_amount: 59.6,
      cents: 5960,
      delivery_address: null,
    });
    expect(newest?.items).toEqual([
      {
        product_query_id: helmiSoup,
        product_name: 'Lohikeitto',
        quantity: 4,
        item_description: '',
        instruction: '',
        size: null,
        color: null,
        variant_options: [],
      },
    ]);
    expect(newest?.status_and_time.map((step) => step.status)).toEqual(['order_pending']);
  });

  it('pages', async () => {
    const second = await orders(helmiToken, '?page=2&per_page=2');
    expect(second.orders.map((order) => order.query_id)).toEqual([helmiOrders[0]]);
    expect(second.pagination).toEqual({ page: 2, per_page: 2, total_items: 3, total_pages: 2 });
  });

  it('filters by status', async () => {
    expect((await setStatus(api, helmiToken, helmiOrders[0]!, 'order_confirmed')).status).toBe(200);
    const confirmed = await orders(helmiToken, '?status=order_confirmed');
    expect(confirmed.orders.map((order) => order.query_id)).toEqual([helmiOrders[0]]);
    const pending = await orders(helmiToken, '?status=order_pending');
    expect(pending.orders.map((order) => order.query_id)).toEqual([helmiOrders[2], helmiOrders[1]]);
    expect((await orders(helmiToken, '?status=order_delivered')).pagination.total_items).toBe(0);
  });

  it('answers 400 naming a bad status or page size', async () => {
    const tooLarge = largestMerchantOrdersPage + 1;
    const answer = await api.call('GET', `/merchant/v1/orders?status=open&per_page=${tooLarge}`, {
      bearer: helmiToken,
    });
    expect(answer.status).toBe(400);
    expect(detailFields(answer.body).sort()).toEqual(['per_page', 'status']);
  });
});

describe('another store\u2019s order', () => {
  it('answers 404 to a status change, as an order that does not exist, and leaves it alone', async () => {
    const answer = await setStatus(api, helmiToken, kallioOrder, 'order_confirmed');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: { message: `No order ${kallioOrder}` } });
    expect((await setStatus(api, helmiToken, 'no-such-order', 'order_confirmed')).status).toBe(404);
    const [kallio] = (await orders(kallioToken)).orders;
    expect(kallio?.status).toBe('order_pending');
  });
});
