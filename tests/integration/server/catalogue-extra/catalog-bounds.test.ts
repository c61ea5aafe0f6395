import { outboxQuerySchema } from '@/contract/accounts/outbox.contract';
import { appSearchResponseSchema } from '@/contract/catalogue/app-search.contract';
import { categoriesResponseSchema } from '@/contract/catalogue/categories.contract';
import { productResponseSchema, productsResponseSchema } from '@/contract/catalogue/products.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { storeProductLimits, storeProductResponseSchema } from '@/contract/merchant/store-products.contract';
import { textLimits } from '@/contract/common/fields';
import { fieldMaxLengths } from '@/domain/partner-applications/partner-application';
import type { AccountsServer } from '../accounts/accounts-client';
import { helmiOwner, staffToken } from '../merchant/merchant-client';
import { startOrdersServer } from '../orders/orders-server';
import { multipartBody, postRaw } from '../multipart-client';

let api: AccountsServer;

beforeAll(async () => {
  api = await startOrdersServer();
});

afterAll(() => api?.stop());

async function answered<T>(path: string, schema: { parse(body: unknown): T }): Promise<T> {
  const answer = await api.call('GET', path);
  expect(answer.status).toBe(200);
  return schema.parse(answer.body);
}

const fieldsOf = (body: unknown) => [
  ...new Set(errorBodySchema.parse(body).error.details?.map((detail) => detail.field)),
];

describe("a catalogue answer's bounds are never below what the console lets a store write", () => {
  it('answers customers a product whose every text is as long as the console takes', async () => {
    const longest = (start: string, length: number) => start + 'x'.repeat(length - start.length);
    const product = {
      name: longest('Pitkanimi', storeProductLimits.nameLength),
      category: longest('Pitkaosasto', storeProductLimits.categoryLength),
      brand: longest('Merkki', storeProductLimits.brandLength),
      size: longest('Koko', storeProductLimits.sizeLength),
      color: '#aa5500',
      cost: 450,
      description: longest('Kuvaus', storeProductLimits.descriptionLength),
    };
    const added = await api.call('POST', '/merchant/v1/products', {
      bearer: await staffToken(api, helmiOwner),
      body: product,
    });
    expect(added.status).toBe(201);
    const queryId = storeProductResponseSchema.parse(added.body).product.query_id;

    const one = await answered(`/api/v1/products/${encodeURIComponent(queryId)}`, productResponseSchema);
    const { categories } = await answered('/api/v1/companies/sataman-helmi/categories', categoriesResponseSchema);
    const inCategory = await answered(
      `/api/v1/products?organization_query_id=sataman-helmi&category_id=${encodeURIComponent(one.product.category_id)}`,
      productsResponseSchema,
    );
    const found = await answered('/api/v1/users/app_search?query=pitkanimi', appSearchResponseSchema);

    expect(one.product).toMatchObject({ name: product.name, description: product.description });
    expect(one.product.product_sizes.map((size) => size.name)).toEqual([product.size]);
    expect(categories.map((category) => category.name)).toContain(product.category);
    expect(inCategory.products.map((listed) => listed.query_id)).toEqual([queryId]);
    expect(found.products.map((listed) => listed.query_id)).toEqual([queryId]);
  });
});

describe('inputs longer than the document allows answer 400 naming the field', () => {
  it("refuses an application's phone number longer than the form takes", async () => {
    const { body, contentType } = multipartBody({
      business_name: 'Kahvila Testi',
      contact_name: 'Maija Meikäläinen',
      email: 'maija@kahvila-testi.fi',
      phone: '+358' + '4'.repeat(fieldMaxLengths.phone),
      city: 'Helsinki',
    });
    const answer = await postRaw(api.server.baseUrl, '/api/v1/applications/merchant', contentType, body);

    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['phone']);
  });

  it('refuses an outbox recipient longer than an e-mail address, in English and in Finnish', async () => {
    const recipient = `${'a'.repeat(textLimits.email)}@x.fi`;
    expect(outboxQuerySchema.safeParse({ recipient }).success).toBe(false);
    const path = `/dev/outbox?recipient=${encodeURIComponent(recipient)}`;
    const [english, finnish] = await Promise.all([
      api.call('GET', path, { language: 'en' }),
      api.call('GET', path, { language: 'fi' }),
    ]);

    expect([english.status, finnish.status]).toEqual([400, 400]);
    expect(fieldsOf(english.body)).toEqual(['recipient']);
    expect(fieldsOf(finnish.body)).toEqual(['recipient']);
    const messages = [english, finnish].map((answer) => errorBodySchema.parse(answer.body).error.details?.[0]?.message);
    expect(messages[0]).toMatch(/254/);
    expect(messages[1]).toMatch(/254/);
    expect(messages[1]).not.toBe(messages[0]);
  });

  it('refuses an autocomplete flag other than true or false', async () => {
    const answer = await api.call('GET', '/api/v1/users/app_search?query=pizza&autocomplete=yes');

    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toEqual(['autocomplete']);
  });
});
