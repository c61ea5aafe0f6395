import { rm } from 'node:fs/promises';
import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { productOptionDeletedSchema, storeProductsResponseSchema } from '@/contract/merchant/store-products.contract';
import { detailFields, errorMessage, jsonCaller, type AccountsServer } from '../accounts/accounts-client';
import { guestSession } from '../orders/orders-client';
import { newSeededTestDataDir } from '../pglite-template';
import { runTask } from '../run-task';
import { startTestServer, type TestServer } from '../start-test-server';
import { helmiOwner, helmiStaff, kallioStaff } from './merchant-client';

/** A category of the Helmi store no product is in, written before the server starts. */
const emptyCategory = 'Kausituotteet';

let dataDir: string;
let server: TestServer;
let call: AccountsServer['call'];
let helmiToken: string;
let ownerToken: string;
let kallioToken: string;

async function tokenOf(credentials: { username: string; password: string }): Promise<string> {
  const answer = await call('POST', '/merchant/v1/staff/sign_in', { body: credentials });
  return staffSignInResponseSchema.parse(answer.body).token;
}

beforeAll(async () => {
  dataDir = await newSeededTestDataDir();
  const added = await runTask('tests/integration/server/tasks/add-empty-category.task.ts', [
    dataDir,
    'sataman-helmi',
    emptyCategory,
  ]);
  expect(added).toMatchObject({ code: 0, stderr: '' });
  server = await startTestServer({ dataDir });
  call = jsonCaller(server.baseUrl);
  [helmiToken, ownerToken, kallioToken] = await Promise.all([
    tokenOf(helmiStaff),
    tokenOf(helmiOwner),
    tokenOf(kallioStaff),
  ]);
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const optionPath = (list: string, value: string) =>
  `/merchant/v1/products/options/${list}/${encodeURIComponent(value)}`;

async function categoriesOf(token: string): Promise<string[]> {
  const answer = await call('GET', '/merchant/v1/products', { bearer: token });
  return storeProductsResponseSchema.parse(answer.body).categories.map((category) => category.name);
}

async function addProduct(token: string, product: Record<string, unknown>) {
  const answer = await call('POST', '/merchant/v1/products', { body: { cost: 990, ...product }, bearer: token });
  expect(answer.status).toBe(201);
}

describe('DELETE /merchant/v1/products/options/{list}/{value}', () => {
  it('removes a category no product uses from the store\u2019s list, written in any case', async () => {
    expect(await categoriesOf(helmiToken)).toContain(emptyCategory);
    const answer = await call('DELETE', optionPath('category', 'KAUSITUOTTEET'), { bearer: helmiToken });
    expect(answer.status).toBe(200);
    expect(productOptionDeletedSchema.parse(answer.body).deleted).toEqual({ list: 'category', value: 'KAUSITUOTTEET' });
    expect(await categoriesOf(helmiToken)).not.toContain(emptyCategory);
    // Deleted already: asking again changes nothing and says so the same way.
    expect((await call('DELETE', optionPath('category', emptyCategory), { bearer: helmiToken })).status).toBe(200);
  });

  it('refuses an entry a product uses, naming the field, the entry and the product, in the reader\u2019s language', async () => {
    await addProduct(ownerToken, {
      name: 'Mustikkapiirakka',
      category: 'Jälkiruoat',
      brand: 'Leipomo Helmi',
      size: 'Iso',
    });
    for (const [list, value] of [
      ['category', 'jälkiruoat'],
      ['brand', 'LEIPOMO HELMI'],
      ['size', 'iso'],
    ] as const) {
      const answer = await call('DELETE', optionPath(list, value), { bearer: helmiToken, language: 'en' });
      expect(answer.status).toBe(400);
      expect(detailFields(answer.body)).toEqual(['value']);
      expect(errorMessage(answer.body)).toBe(
        `\u201c${value}\u201d is used by 1 product (Mustikkapiirakka) and cannot be deleted`,
      );
    }
    const finnish = await call('DELETE', optionPath('category', 'Jälkiruoat'), { bearer: helmiToken, language: 'fi' });
    expect(errorMessage(finnish.body)).toBe(
      '\u201dJälkiruoat\u201d on 1 tuotteen käytössä (Mustikkapiirakka), joten sitä ei voi poistaa',
    );
    expect(await categoriesOf(helmiToken)).toContain('Jälkiruoat');
  });

  it('names the first products and counts them all when many use an entry', async () => {
    for (const name of ['Pulla 1', 'Pulla 2', 'Pulla 3', 'Pulla 4']) {
      await addProduct(helmiToken, { name, category: 'Pullat' });
    }
    const answer = await call('DELETE', optionPath('category', 'Pullat'), { bearer: helmiToken, language: 'en' });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer.body)).toBe(
      '\u201cPullat\u201d is used by 4 products (Pulla 1, Pulla 2, Pulla 3, \u2026) and cannot be deleted',
    );
  });

  it('reaches only the staff member\u2019s own store: another store\u2019s category stays', async () => {
    await addProduct(helmiToken, { name: 'Kalakukko', category: 'Helmen erikoiset' });
    const answer = await call('DELETE', optionPath('category', 'Helmen erikoiset'), { bearer: kallioToken });
    expect(answer.status).toBe(200);
    expect(await categoriesOf(helmiToken)).toContain('Helmen erikoiset');
  });

  it('refuses a list the table has none of and an empty entry with 400 naming the field', async () => {
    const list = await call('DELETE', optionPath('colour', 'Punainen'), { bearer: helmiToken });
    expect(list.status).toBe(400);
    expect(detailFields(list.body)).toEqual(['list']);
    const blank = await call('DELETE', optionPath('brand', '   '), { bearer: helmiToken });
    expect(blank.status).toBe(400);
    expect(detailFields(blank.body)).toEqual(['value']);
    const long = await call('DELETE', optionPath('brand', 'x'.repeat(101)), { bearer: helmiToken });
    expect(long.status).toBe(400);
    expect(detailFields(long.body)).toEqual(['value']);
  });

  it('refuses a customer\u2019s session and no token with 401', async () => {
    expect((await call('DELETE', optionPath('brand', 'Fazer'))).status).toBe(401);
    const guest = await guestSession({ call } as AccountsServer, 'option-guest');
    expect((await call('DELETE', optionPath('brand', 'Fazer'), { bearer: guest.token })).status).toBe(401);
  });
});
