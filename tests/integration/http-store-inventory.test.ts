import { staffSignInResponseSchema } from '@/contract/merchant/staff-sign-in.contract';
import { HttpClient } from '@/infrastructure/http/http-client';
import { HttpStoreInventory } from '@/infrastructure/merchant-console/http-store-inventory';
import { startTestServer, type TestServer } from './server/start-test-server';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const row = (name: string) => ({
  name,
  category: 'Keitot',
  brand: null,
  color: null,
  size: null,
  price: 990,
  description: '',
});

describe('HttpStoreInventory against the reference server', () => {
  let server: TestServer;
  let inventory: HttpStoreInventory;

  beforeAll(async () => {
    server = await startTestServer();
    const signIn = await fetch(`${server.baseUrl}/merchant/v1/staff/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'helmi-staff', password: 'helmi-2026' }),
    });
    const { token } = staffSignInResponseSchema.parse(await signIn.json());
    inventory = new HttpStoreInventory(
      new HttpClient({
        baseUrl: `${server.baseUrl}/merchant/v1`,
        headers: async () => ({ Authorization: `Bearer ${token}` }),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await server.stop();
  });

  it('reads the store\u2019s products and changes one, as the console\u2019s domain types', async () => {
    const { products, categories } = await inventory.storeInventory();
    const soup = products.find((product) => product.name === 'Lohikeitto');
    expect(soup).toMatchObject({ categoryName: expect.any(String), currency: 'EUR', unlimited: true });
    expect(categories.length).toBeGreaterThan(0);
    const answer = await inventory.changeProduct(soup?.queryId ?? '', {
      price: 1550,
      stock: 2,
      unlimited: false,
      offSale: false,
    });
    expect(answer).toMatchObject({ ok: true, product: { price: 1550, stock: 2, unlimited: false } });
  });

  it('names the form\u2019s field in a refusal', async () => {
    const answer = await inventory.addProduct({ ...row('X'), size: 'x'.repeat(60) }, null);
    expect(answer).toEqual({
      ok: false,
      message: expect.stringContaining('size'),
      fields: { size: expect.any(String) },
    });
  });

  it('sends rows added at once one after the other, so no row cancels another', async () => {
    const answers = await Promise.all([
      inventory.addProduct(row('Soup one'), null),
      inventory.addProduct(row('Soup two'), null),
      inventory.uploadPicture(new Blob([png], { type: 'image/png' }), 'a.png'),
      inventory.uploadPicture(new Blob([png], { type: 'image/png' }), 'b.png'),
    ]);
    expect(answers.map((answer) => answer.ok)).toEqual([true, true, true, true]);
    const names = (await inventory.storeInventory()).products.map((product) => product.name);
    expect(names).toEqual(expect.arrayContaining(['Soup one', 'Soup two']));
  });

  it('deletes an unused dropdown entry and answers the server\u2019s words for one in use', async () => {
    await inventory.addProduct({ ...row('Poronkäristys'), category: 'Lappi / Pohjoinen', brand: 'Poro & Co' }, null);
    expect(await inventory.deleteOption('brand', 'Poro & Co')).toEqual({
      ok: false,
      message: expect.stringContaining('Poronkäristys'),
    });
    expect(await inventory.deleteOption('category', 'Lappi / Pohjoinen')).toEqual({
      ok: false,
      message: expect.stringContaining('Poronkäristys'),
    });
    expect(await inventory.deleteOption('size', 'Ei kenenkään koko?')).toEqual({ ok: true });
  });

  it('edits a product\u2019s details with a new picture, names a refused list beside it, and removes a product', async () => {
    const added = await inventory.addProduct(row('Soup to edit'), null);
    if (!added.ok) throw new Error('The product was not added');
    const picture = await inventory.uploadPicture(new Blob([png], { type: 'image/png' }), 'edit.png');
    if (!picture.ok) throw new Error('The picture was not uploaded');
    const details = {
      name: 'Edited soup',
      category: 'Keitot',
      brand: null,
      description: 'Now with dill',
      sizes: ['0,5 l', '1 l'],
      colors: [],
    };
    const edited = await inventory.editProduct(added.product.queryId, details, picture.pictureId);
    expect(edited).toMatchObject({
      ok: true,
      product: { name: 'Edited soup', description: 'Now with dill', sizes: ['0,5 l', '1 l'], pictureUrl: picture.url },
    });
    expect(await inventory.editProduct(added.product.queryId, { ...details, sizes: ['x'.repeat(60)] }, null)).toEqual({
      ok: false,
      message: expect.any(String),
      fields: { sizes: expect.any(String) },
    });

    await inventory.removeProduct(added.product.queryId);
    const names = (await inventory.storeInventory()).products.map((product) => product.name);
    expect(names).not.toContain('Edited soup');
    await expect(inventory.removeProduct(added.product.queryId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a refused picture with the server\u2019s words', async () => {
    const answer = await inventory.uploadPicture(new Blob(['GIF89a not a png'], { type: 'image/png' }), 'c.png');
    expect(answer).toEqual({ ok: false, message: expect.stringContaining('PNG or JPEG') });
  });
});
