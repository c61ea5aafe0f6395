import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { startOrdersServer } from './orders-server';
import {
  guestSession,
  invoiceOf,
  newInvoice,
  placeOrder,
  products,
  stockOf,
  tshirtChoice,
  type Session,
} from './orders-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

const tshirt = (quantity: number) => [{ product: products.tshirt, quantity, ...tshirtChoice }];

async function activeOrders(session: Session): Promise<number> {
  const answer = await api.call('GET', '/api/v1/users/orders?order_type=active', { token: session.token });
  return (answer.body as { pagination: { total_items: number } }).pagination.total_items;
}

describe('place_order under concurrency', () => {
  it('20 concurrent place_order calls on one invoice place it once and take its stock once', async () => {
    const guest = await guestSession(api, 'race-same-invoice');
    // The seed gives the shirt 12 units.
    expect(await stockOf(api, products.tshirt)).toBe(12);
    const invoice = await newInvoice(api, guest, 'toolon-burgeri', tshirt(3));

    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(api, guest, invoice.query_id)));

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const histories = answers.map((answer) => invoiceOf(answer).status_and_time);
    expect(new Set(histories.map((history) => JSON.stringify(history))).size).toBe(1);
    expect(histories[0]!.map((step) => step.status)).toEqual(['order_pending']);
    expect(await stockOf(api, products.tshirt)).toBe(9);
    expect(await activeOrders(guest)).toBe(1);
  });

  it('20 customers ordering one of the last 5 units: exactly 5 orders, stock 0, every refusal told', async () => {
    const stocker = await guestSession(api, 'race-stocker');
    const before = await stockOf(api, products.tshirt);
    const bulk = await newInvoice(api, stocker, 'toolon-burgeri', tshirt(before - 5));
    expect((await placeOrder(api, stocker, bulk.query_id)).status).toBe(200);
    expect(await stockOf(api, products.tshirt)).toBe(5);

    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => guestSession(api, `race-customer-${index}`)),
    );
    // Every invoice is made while 5 are left: an invoice reserves nothing, placing decides.
    const invoices = await Promise.all(
      customers.map((customer) => newInvoice(api, customer, 'toolon-burgeri', tshirt(1))),
    );
    const answers = await Promise.all(
      customers.map((customer, index) => placeOrder(api, customer, invoices[index]!.query_id)),
    );

    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(invoiceRefusalBodySchema.parse(answer.body).error).toMatchObject({
        code: 'PRODUCTS_UNAVAILABLE',
        unavailable_products: [products.tshirt],
      });
    }
    expect(await stockOf(api, products.tshirt)).toBe(0);
    // No order is lost: each placed one is in its customer's history, each refused one in none.
    const counts = await Promise.all(customers.map((customer) => activeOrders(customer)));
    expect(counts.filter((count) => count === 1)).toHaveLength(5);
    expect(counts.filter((count) => count === 0)).toHaveLength(15);
    expect(counts.map((count, index) => (count === 1) === (answers[index]!.status === 200))).toEqual(
      Array.from({ length: 20 }, () => true),
    );
  });
});
