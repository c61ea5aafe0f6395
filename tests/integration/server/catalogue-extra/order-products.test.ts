import { productsResponseSchema, type ProductsResponse } from '@/contract/catalogue/products.contract';
import { startAccountsServer, type AccountsServer, type Answer } from '../accounts/accounts-client';
import { guestSession, newInvoice, products, tshirtChoice, type Session } from '../orders/orders-client';

let api: AccountsServer;
let owner: Session;
let stranger: Session;
let invoice: { query_id: string; order_id: string };

beforeAll(async () => {
  api = await startAccountsServer();
  owner = await guestSession(api, 'catalog-extra-order-owner');
  stranger = await guestSession(api, 'catalog-extra-order-stranger');
  invoice = await newInvoice(api, owner, 'toolon-burgeri', [
    { product: products.fries, quantity: 2 },
    { product: products.tshirt, quantity: 1, size: tshirtChoice.size, color: tshirtChoice.color },
  ]);
});

afterAll(() => api?.stop());

const orderProducts = (query: string, session?: Session): Promise<Answer> =>
  api.call('GET', `/api/v1/products?${query}`, session === undefined ? {} : { token: session.token });

function listOf(answer: Answer): ProductsResponse {
  expect(answer.status).toBe(200);
  return productsResponseSchema.parse(answer.body);
}

describe('GET /api/v1/products?order_id', () => {
  it("answers the order's products at today's price and stock, each with what its line held", async () => {
    const list = listOf(await orderProducts(`order_id=${invoice.query_id}`, owner));

    expect(list.total_products).toBe(2);
    expect(list.products.map((product) => product.query_id)).toEqual([products.fries, products.tshirt]);
    expect(list.products[0]).toMatchObject({
      name: 'Ranskalaiset',
      cost: 450,
      cost_after_discount: 450,
      unlimited: true,
      shop_status: 'open',
      merchant: { query_id: 'toolon-burgeri' },
      // The spec's product quantity: what the order held, which a re-order puts back in the cart.
      quantity: 2,
      ordered: { quantity: 2, size: null, color: null, variant_options: [] },
    });
    expect(list.products[1]).toMatchObject({
      cost: 1990,
      product_available_quantity: 12,
      unlimited: false,
      quantity: 1,
      ordered: {
        quantity: 1,
        size: { id: tshirtChoice.size, name: 'M' },
        color: { id: tshirtChoice.color, name: 'Musta' },
        variant_options: [],
      },
    });
  });

  it('finds the order by the order id of its receipt too', async () => {
    const list = listOf(await orderProducts(`order_id=${invoice.order_id}`, owner));

    expect(list.products.map((product) => product.query_id)).toEqual([products.fries, products.tshirt]);
  });

  it("narrows the order's lines with the listing's filters", async () => {
    const byName = listOf(await orderProducts(`order_id=${invoice.query_id}&name=T-PAITA`, owner));
    const otherStore = listOf(
      await orderProducts(`order_id=${invoice.query_id}&organization_query_id=pizzeria-vallila`, owner),
    );
    const secondPage = listOf(await orderProducts(`order_id=${invoice.query_id}&per_page=1&page=2`, owner));

    expect(byName.products.map((product) => product.query_id)).toEqual([products.tshirt]);
    expect(byName.total_products).toBe(1);
    expect(otherStore).toEqual({ products: [], total_products: 0 });
    expect(secondPage.products.map((product) => product.query_id)).toEqual([products.tshirt]);
    expect(secondPage.total_products).toBe(2);
  });

  it('answers 401 without a session', async () => {
    const answer = await orderProducts(`order_id=${invoice.query_id}`);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { message: 'Session Expired' } });
  });

  it("answers 404 for another user's order, exactly as for an order that does not exist", async () => {
    const foreign = await orderProducts(`order_id=${invoice.query_id}`, stranger);
    const unknown = await orderProducts('order_id=inv_NOTHING', owner);

    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual({ error: { message: `No order ${invoice.query_id}` } });
    expect(unknown.body).toEqual({ error: { message: 'No order inv_NOTHING' } });
  });

  it("never hands one user's answer to another, nor to a caller without a session", async () => {
    const query = `order_id=${invoice.query_id}&per_page=50`;
    expect((await orderProducts(query, owner)).status).toBe(200);
    expect((await orderProducts(query, owner)).status).toBe(200);

    expect((await orderProducts(query, stranger)).status).toBe(404);
    expect((await orderProducts(query)).status).toBe(401);
  });

  it('marks the answer as private', async () => {
    const response = await fetch(`${api.server.baseUrl}/api/v1/products?order_id=${invoice.query_id}`, {
      headers: { 'x-p3-mwallet-session-token': owner.token },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['order_id=', 'order_id'],
    [`order_id=${'x'.repeat(101)}`, 'order_id'],
    ['order_id=inv_X&page=abc', 'page'],
    ['page=1', 'organization_query_id'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const answer = await orderProducts(query, owner);

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { message: `Invalid query parameters: ${field}`, details: [{ field }] },
    });
  });
});
