import { productsResponseSchema } from '@/contract/catalogue/products.contract';
import {
  productImageResponseSchema,
  storeProductResponseSchema,
  storeProductsResponseSchema,
} from '@/contract/merchant/store-products.contract';
import type { AccountsServer } from '../accounts/accounts-client';
import { sample } from '../multipart-client';
import { guestSession } from '../orders/orders-client';
import { startOrdersServer } from '../orders/orders-server';
import { helmiOwner, helmiSoup, helmiStaff, kallioSoup, kallioStaff, staffToken } from './merchant-client';

let api: AccountsServer;
let helmiToken: string;
let ownerToken: string;
let kallioToken: string;

beforeAll(async () => {
  api = await startOrdersServer();
  [helmiToken, ownerToken, kallioToken] = await Promise.all([
    staffToken(api, helmiStaff),
    staffToken(api, helmiOwner),
    staffToken(api, kallioStaff),
  ]);
});

afterAll(() => api?.stop());

const change = { cost: 1690, product_available_quantity: 7, unlimited: false, unlimited_out_of_stock: false };

/** The store's products as a customer's browser reads them, through the server's reused answers. */
async function customerProducts(store: string) {
  const answer = await api.call('GET', `/api/v1/products?organization_query_id=${store}`);
  expect(answer.status).toBe(200);
  return productsResponseSchema.parse(answer.body).products;
}

async function uploadPicture(token: string, content: Buffer, name = 'soup.png', type = 'image/png') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(content)], { type }), name);
  const response = await fetch(`${api.server.baseUrl}/merchant/v1/products/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

describe('GET /merchant/v1/products', () => {
  it('lists the staff member\u2019s own store\u2019s products with stock, price, promotion and availability', async () => {
    const answer = await api.call('GET', '/merchant/v1/products', { bearer: helmiToken });
    expect(answer.status).toBe(200);
    const { products, categories } = storeProductsResponseSchema.parse(answer.body);
    expect(products.length).toBeGreaterThan(1);
    expect(products.every((product) => product.query_id.startsWith('sataman-helmi--'))).toBe(true);
    expect(products.map((product) => product.query_id)).not.toContain(kallioSoup);
    expect(products.find((product) => product.query_id === helmiSoup)).toMatchObject({
      name: 'Lohikeitto',
      currency: 'EUR',
    });
    expect(categories.length).toBeGreaterThan(0);
  });

  it('refuses a customer\u2019s session and no token with 401', async () => {
    expect((await api.call('GET', '/merchant/v1/products')).status).toBe(401);
    const guest = await guestSession(api, 'inventory-guest');
    expect((await api.call('GET', '/merchant/v1/products', { bearer: guest.token })).status).toBe(401);
  });
});

describe('PUT /merchant/v1/products/{id}', () => {
  it('sets price, stock and availability, and the customer\u2019s catalogue shows the change at once', async () => {
    // Read first, so the server holds a reused answer the change must not let through.
    const before = (await customerProducts('sataman-helmi')).find((product) => product.query_id === helmiSoup);
    expect(before?.cost).not.toBe(1690);

    const answer = await api.call('PUT', `/merchant/v1/products/${helmiSoup}`, { body: change, bearer: helmiToken });
    expect(answer.status).toBe(200);
    expect(storeProductResponseSchema.parse(answer.body).product).toMatchObject(change);

    const after = (await customerProducts('sataman-helmi')).find((product) => product.query_id === helmiSoup);
    expect(after).toMatchObject({ cost: 1690, product_available_quantity: 7, unlimited: false });
    // Nor may a browser or a proxy keep the old answer: the catalogue's answers carry nothing that lets them reuse it.
    const raw = await fetch(`${api.server.baseUrl}/api/v1/products?organization_query_id=sataman-helmi`);
    expect(raw.headers.get('cache-control') ?? '').not.toMatch(/max-age|immutable|public/);
    expect([raw.headers.get('etag'), raw.headers.get('last-modified'), raw.headers.get('expires')]).toEqual([
      null,
      null,
      null,
    ]);
    const detail = await api.call('GET', `/api/v1/products/${helmiSoup}`);
    expect(detail.body).toMatchObject({ product: { cost: 1690, product_available_quantity: 7 } });

    const soldOut = { ...change, product_available_quantity: 0, unlimited: true, unlimited_out_of_stock: true };
    expect(
      (await api.call('PUT', `/merchant/v1/products/${helmiSoup}`, { body: soldOut, bearer: helmiToken })).status,
    ).toBe(200);
    const off = (await customerProducts('sataman-helmi')).find((product) => product.query_id === helmiSoup);
    expect(off).toMatchObject({ unlimited: true, unlimited_out_of_stock: true });
  });

  it('answers another store\u2019s product as one that does not exist (404), changing nothing', async () => {
    const answer = await api.call('PUT', `/merchant/v1/products/${kallioSoup}`, { body: change, bearer: helmiToken });
    expect(answer.status).toBe(404);
    const kallio = (await customerProducts('kallion-keittio')).find((product) => product.query_id === kallioSoup);
    expect(kallio?.cost).not.toBe(1690);
  });

  it.each([
    ['cost', { ...change, cost: 14.9 }],
    ['cost', { ...change, cost: -1 }],
    ['cost', { ...change, cost: '1690' }],
    ['product_available_quantity', { ...change, product_available_quantity: 2.5 }],
    ['product_available_quantity', { ...change, product_available_quantity: -3 }],
    ['unlimited', { ...change, unlimited: 'yes' }],
  ])('refuses a bad %s with 400 naming the field', async (field, body) => {
    const answer = await api.call('PUT', `/merchant/v1/products/${helmiSoup}`, { body, bearer: helmiToken });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: [expect.objectContaining({ field })] } });
  });
});

describe('POST /merchant/v1/products', () => {
  it('adds a row of the product-add table, with its picture, and customers see it in the store', async () => {
    const picture = await uploadPicture(ownerToken, sample.png);
    expect(picture.status).toBe(201);
    const { image } = productImageResponseSchema.parse(picture.body);

    const answer = await api.call('POST', '/merchant/v1/products', {
      bearer: ownerToken,
      body: {
        name: '  Rye bread  ',
        category: 'Bakery',
        brand: 'Fazer',
        color: '#aa5500',
        size: 'L',
        cost: 450,
        description: 'Sour and dark',
        image: image.id,
      },
    });
    expect(answer.status).toBe(201);
    const { product } = storeProductResponseSchema.parse(answer.body);
    expect(product).toMatchObject({
      name: 'Rye bread',
      category: { name: 'Bakery' },
      brand: 'Fazer',
      cost: 450,
      unlimited: true,
      unlimited_out_of_stock: false,
      sizes: ['L'],
      colors: ['#aa5500'],
      picture_url: image.url,
    });

    const shown = (await customerProducts('sataman-helmi')).find((known) => known.query_id === product.query_id);
    expect(shown).toMatchObject({ name: 'Rye bread', cost: 450, description: 'Sour and dark' });
    expect(shown?.pictures[0]?.image_original_url).toBe(image.url);
    const served = await fetch(`${api.server.baseUrl}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(sample.png)).toBe(true);

    const categories = await api.call('GET', '/api/v1/companies/sataman-helmi/categories');
    expect(JSON.stringify(categories.body)).toContain('Bakery');
  });

  it('refuses an empty product name with 400 "Required" on the name', async () => {
    const answer = await api.call('POST', '/merchant/v1/products', {
      bearer: helmiToken,
      body: { name: '   ', category: 'Soups', cost: 100 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: [{ field: 'name', message: 'Required' }] } });
  });

  it.each([
    ['cost', { name: 'X', category: 'Soups', cost: 1.5 }],
    ['color', { name: 'X', category: 'Soups', cost: 100, color: 'red' }],
    ['image', { name: 'X', category: 'Soups', cost: 100, image: '../../etc/passwd' }],
  ])('refuses a bad %s with 400 naming the field', async (field, body) => {
    const answer = await api.call('POST', '/merchant/v1/products', { bearer: helmiToken, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: [expect.objectContaining({ field })] } });
  });

  it('refuses another store\u2019s picture, as one never uploaded', async () => {
    const picture = await uploadPicture(kallioToken, sample.jpeg, 'soup.jpg', 'image/jpeg');
    expect(picture.status).toBe(201);
    const { image } = productImageResponseSchema.parse(picture.body);
    const answer = await api.call('POST', '/merchant/v1/products', {
      bearer: helmiToken,
      body: { name: 'Borrowed', category: 'Soups', cost: 100, image: image.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { details: [{ field: 'image' }] } });
  });
});

describe('POST /merchant/v1/products/images', () => {
  it('judges a picture by its content: a text file named .png is refused with 415', async () => {
    const answer = await uploadPicture(helmiToken, sample.text, 'fake.png', 'image/png');
    expect(answer.status).toBe(415);
    const pdf = await uploadPicture(helmiToken, sample.pdf, 'menu.png', 'image/png');
    expect(pdf.status).toBe(415);
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const big = Buffer.concat([sample.png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    expect((await uploadPicture(helmiToken, big)).status).toBe(413);
  });

  it('refuses an upload without a staff token with 401', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(sample.png)], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${api.server.baseUrl}/merchant/v1/products/images`, { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });
});
