import { appSearchResponseSchema } from '@/contract/catalogue/app-search.contract';
import { productsResponseSchema } from '@/contract/catalogue/products.contract';
import { dashboardResponseSchema } from '@/contract/merchant/dashboard.contract';
import { merchantOrderResponseSchema, merchantOrdersResponseSchema } from '@/contract/merchant/merchant-order.contract';
import { transactionsResponseSchema } from '@/contract/merchant/store-money.contract';
import {
  storeProductRemovedSchema,
  storeProductResponseSchema,
  storeProductsResponseSchema,
} from '@/contract/merchant/store-products.contract';
import { invoiceRefusalBodySchema } from '@/contract/orders/invoice-refusal.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { createInvoice, invoiceRequest, newInvoice, placeOrder, guestSession } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioStaff, staffToken } from './merchant-client';

// Issue 26, part 7: products could only change price, stock and "on sale". The staff now edit the rest and remove
// a product, which customers no longer see or buy while the store's orders and reports keep it.
let api: AccountsServer;
let staff: string;
let owner: string;
let kallio: string;

beforeAll(async () => {
  api = await startOrdersServer();
  [staff, owner, kallio] = await Promise.all([
    staffToken(api, helmiStaff),
    staffToken(api, helmiOwner),
    staffToken(api, kallioStaff),
  ]);
});

afterAll(() => api?.stop());

/** A product of the test's own, added through the product-add table. */
async function added(name: string) {
  const answer = await api.call('POST', '/merchant/v1/products', {
    bearer: owner,
    body: { name, category: 'Soups', size: 'Small', cost: 990, description: 'Of the day' },
  });
  expect(answer.status).toBe(201);
  return storeProductResponseSchema.parse(answer.body).product;
}

const editBody = {
  name: 'Creamy salmon soup',
  category: 'Specials',
  brand: 'Helmi',
  description: 'With dill and rye bread',
  sizes: ['Small', 'Large'],
  colors: ['Valkoinen'],
};

const details = (token: string, productQueryId: string, body: unknown) =>
  api.call('PUT', `/merchant/v1/products/${productQueryId}/details`, { bearer: token, body });

const remove = (token: string, productQueryId: string) =>
  api.call('DELETE', `/merchant/v1/products/${productQueryId}`, { bearer: token });

async function customerProducts() {
  const answer = await api.call('GET', '/api/v1/products?organization_query_id=sataman-helmi&per_page=100');
  expect(answer.status).toBe(200);
  return productsResponseSchema.parse(answer.body).products;
}

describe('PUT /merchant/v1/products/{id}/details', () => {
  it('sets the texts, category, sizes and colours; a size the product had keeps its id, and customers see it', async () => {
    const product = await added('Soup to edit');
    const before = (await customerProducts()).find((known) => known.query_id === product.query_id);
    const smallId = before?.product_sizes.find((size) => size.name === 'Small')?.id;
    expect(smallId).toBeDefined();

    const answer = await details(staff, product.query_id, { ...editBody, sizes: ['  Small ', 'Large'] });
    expect(answer.status).toBe(200);
    expect(storeProductResponseSchema.parse(answer.body).product).toMatchObject({
      query_id: product.query_id,
      name: 'Creamy salmon soup',
      category: { name: 'Specials' },
      brand: 'Helmi',
      description: 'With dill and rye bread',
      sizes: ['Small', 'Large'],
      colors: ['Valkoinen'],
      cost: 990,
    });
    const shown = (await customerProducts()).find((known) => known.query_id === product.query_id);
    expect(shown).toMatchObject({ name: 'Creamy salmon soup', description: 'With dill and rye bread' });
    expect(shown?.product_sizes.find((size) => size.name === 'Small')?.id).toBe(smallId);
    expect(shown?.product_sizes.map((size) => size.name)).toEqual(['Small', 'Large']);
    expect(shown?.product_colors.map((colour) => colour.name)).toEqual(['Valkoinen']);
  });

  it.each([
    ['name', { ...editBody, name: '   ' }],
    ['category', { ...editBody, category: '' }],
    ['description', { ...editBody, description: 'x'.repeat(2_001) }],
    ['sizes', { ...editBody, sizes: Array.from({ length: 51 }, (_, index) => `S${index}`) }],
    ['colors', { ...editBody, colors: [''] }],
    ['image', { ...editBody, image: '../../etc/passwd' }],
  ])('refuses a bad %s with 400 naming the field, changing nothing', async (field, body) => {
    const product = await added(`Bad ${field}`);
    const answer = await details(staff, product.query_id, body);
    expect(answer.status).toBe(400);
    const fields = (answer.body as { error: { details: { field: string }[] } }).error.details.map(
      (detail) => detail.field,
    );
    expect(fields.some((known) => known === field || known.startsWith(`${field}.`))).toBe(true);
    const listed = storeProductsResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/products', { bearer: staff })).body,
    ).products;
    expect(listed.find((known) => known.query_id === product.query_id)?.name).toBe(`Bad ${field}`);
  });

  it('answers another store\u2019s product with 404, and no session with 401', async () => {
    expect((await details(kallio, helmiSoup, editBody)).status).toBe(404);
    expect((await api.call('PUT', `/merchant/v1/products/${helmiSoup}/details`, { body: editBody })).status).toBe(401);
    const listed = storeProductsResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/products', { bearer: staff })).body,
    ).products;
    expect(listed.find((known) => known.query_id === helmiSoup)?.name).toBe('Lohikeitto');
  });
});

describe('DELETE /merchant/v1/products/{id}', () => {
  it('takes the product from the catalogue, its details, search and new invoices, and keeps it in the old order and reports', async () => {
    const product = await added('Farewell chowder');
    const guest = await guestSession(api, 'product-life-old-order');
    const invoice = await newInvoice(api, guest, 'sataman-helmi', [{ product: product.query_id, quantity: 2 }]);
    expect((await placeOrder(api, guest, invoice.query_id)).status).toBe(200);
    expect((await customerProducts()).map((known) => known.query_id)).toContain(product.query_id);

    const answer = await remove(owner, product.query_id);
    expect(answer.status).toBe(200);
    expect(storeProductRemovedSchema.parse(answer.body).removed).toEqual({
      query_id: product.query_id,
      name: 'Farewell chowder',
    });

    // Gone for customers: the store's list, the product's details and search.
    expect((await customerProducts()).map((known) => known.query_id)).not.toContain(product.query_id);
    expect((await api.call('GET', `/api/v1/products/${product.query_id}`)).status).toBe(404);
    const search = await api.call('GET', '/api/v1/users/app_search?query=Farewell', { token: guest.token });
    expect(search.status).toBe(200);
    expect(appSearchResponseSchema.parse(search.body).products).toEqual([]);
    // And refused in a new invoice.
    const refused = await createInvoice(
      api,
      await guestSession(api, 'product-life-new-order'),
      invoiceRequest('sataman-helmi', [{ product: product.query_id, quantity: 1 }]),
    );
    expect(refused.status).toBe(400);
    expect(invoiceRefusalBodySchema.parse(refused.body).error).toMatchObject({
      code: 'PRODUCTS_UNAVAILABLE',
      unavailable_products: [product.query_id],
    });
    // Nor in the console's inventory, and a second removal finds nothing.
    const listed = storeProductsResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/products', { bearer: staff })).body,
    ).products;
    expect(listed.map((known) => known.query_id)).not.toContain(product.query_id);
    expect((await remove(owner, product.query_id)).status).toBe(404);
    expect((await details(owner, product.query_id, editBody)).status).toBe(404);

    // Kept where the order is read: the customer's order, the console's order and list, Transactions.
    const ordered = await api.call('GET', `/api/v1/products?order_id=${invoice.query_id}`, { token: guest.token });
    expect(ordered.status).toBe(200);
    expect(productsResponseSchema.parse(ordered.body).products.map((known) => known.name)).toEqual([
      'Farewell chowder',
    ]);
    const order = merchantOrderResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/orders/${invoice.query_id}`, { bearer: staff })).body,
    ).order;
    expect(order.items.map((item) => [item.product_name, item.quantity])).toEqual([['Farewell chowder', 2]]);
    const orders = merchantOrdersResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/orders', { bearer: staff })).body,
    ).orders;
    expect(orders.find((known) => known.query_id === invoice.query_id)?.items[0]?.product_name).toBe(
      'Farewell chowder',
    );
    const today = dashboardResponseSchema.parse(
      (await api.call('GET', '/merchant/v1/dashboard', { bearer: owner })).body,
    ).date;
    const transactions = transactionsResponseSchema.parse(
      (await api.call('GET', `/merchant/v1/transactions?from=${today}&to=${today}`, { bearer: owner })).body,
    );
    const row = transactions.days
      .flatMap((day) => day.transactions)
      .find((transaction) => transaction.short_order_id === order.short_order_id);
    expect(row?.amount).toBe(invoice.cents);
  });

  it('answers another store\u2019s product with 404 and leaves it on sale; no session is 401', async () => {
    expect((await remove(kallio, helmiSoup)).status).toBe(404);
    expect((await api.call('DELETE', `/merchant/v1/products/${helmiSoup}`, {})).status).toBe(401);
    expect((await customerProducts()).map((known) => known.query_id)).toContain(helmiSoup);
  });
});
