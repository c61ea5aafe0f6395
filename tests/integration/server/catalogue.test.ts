import { categoriesResponseSchema } from '@/contract/catalogue/categories.contract';
import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import {
  productResponseSchema,
  productsResponseSchema,
  type ProductsResponse,
} from '@/contract/catalogue/products.contract';
import { errorBodySchema } from '@/contract/common/error.contract';
import { seedMenus } from '@/server/seed/seed-menus';
import { seedStores } from '@/server/seed/seed-stores';
import { startTestServer, type TestServer } from './start-test-server';
import { drawingOf, readPngAnswer } from './static/png-answer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

const get = (path: string) => fetch(`${server.baseUrl}/api/v1/${path}`);

async function products(query: string): Promise<ProductsResponse> {
  const response = await get(`products?${query}`);
  expect(response.status).toBe(200);
  return productsResponseSchema.parse(await response.json());
}

const productsOfStore = (storeQueryId: string) =>
  seedMenus
    .filter((menu) => menu.companyQueryId === storeQueryId)
    .flatMap((menu) => menu.categories.flatMap((category) => category.subCategories.flatMap((sub) => sub.products)));

describe('GET /api/v1/companies/{queryId}', () => {
  it('answers one store in the contract shape', async () => {
    const response = await get('companies/kallion-keittio');
    expect(response.status).toBe(200);
    const { company } = companyResponseSchema.parse(await response.json());
    expect(company).toMatchObject({ query_id: 'kallion-keittio', name: 'Kallion Keittiö' });
  });

  it('answers 404 with the error body for a store that does not exist', async () => {
    const response = await get('companies/no-such-store');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toContain('no-such-store');
  });
});

describe('GET /api/v1/companies/{queryId}/categories', () => {
  it("lists the store's categories in menu order with their sub-categories", async () => {
    const response = await get('companies/sataman-helmi/categories');
    expect(response.status).toBe(200);
    const { categories } = categoriesResponseSchema.parse(await response.json());
    expect(categories.map((category) => category.name)).toEqual(['Keitot', 'Pääruoat', 'Juomat']);
    expect(categories[1]?.sub_categories.map((sub) => sub.name)).toEqual(['Kala', 'Kasvis']);
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await get('companies/no-such-store/categories')).status).toBe(404);
  });
});

describe('GET /api/v1/products', () => {
  it('pages a big store 100 at a time, and the pages together hold every product once', async () => {
    const expected = productsOfStore('lahikauppa-kruununhaka');
    const first = await products('organization_query_id=lahikauppa-kruununhaka&page=1&per_page=100');
    const second = await products('organization_query_id=lahikauppa-kruununhaka&page=2&per_page=100');
    expect(expected.length).toBeGreaterThan(100);
    expect(first.total_products).toBe(expected.length);
    expect(first.products).toHaveLength(100);
    expect(second.products).toHaveLength(expected.length - 100);
    const ids = [...first.products, ...second.products].map((product) => product.query_id);
    expect(new Set(ids)).toEqual(new Set(expected.map((product) => product.query_id)));
  });

  it('filters by category, sub-category and a part of the name (any case)', async () => {
    const { categories } = categoriesResponseSchema.parse(
      await (await get('companies/sataman-helmi/categories')).json(),
    );
    const mains = categories.find((category) => category.name === 'Pääruoat');
    const fish = mains?.sub_categories.find((sub) => sub.name === 'Kala');
    const byCategory = await products(`organization_query_id=sataman-helmi&category_id=${mains?.id}`);
    const bySub = await products(`organization_query_id=sataman-helmi&sub_category_id=${fish?.id}`);
    const byName = await products('organization_query_id=sataman-helmi&name=KEITTO');
    expect(byCategory.products.map((product) => product.name)).toEqual([
      'Paistetut muikut',
      'Päivän kala',
      'Kantarellirisotto',
    ]);
    expect(bySub.products.map((product) => product.name)).toEqual(['Paistetut muikut', 'Päivän kala']);
    expect(byName.products.map((product) => product.name)).toEqual(['Lohikeitto', 'Kirkas kalakeitto']);
  });

  it("reads the name as the store's search row sends it: runs of spaces as one, decomposed letters composed", async () => {
    const spaced = await products('organization_query_id=sataman-helmi&name=kirkas%20%20%20kalakeitto');
    const decomposed = await products(
      `organization_query_id=sataman-helmi&name=${encodeURIComponent('pa\u0308iva\u0308n')}`,
    );
    expect(spaced.products.map((product) => product.name)).toEqual(['Kirkas kalakeitto']);
    expect(decomposed.products.map((product) => product.name)).toEqual(['Päivän kala']);
  });

  it('lists the whole store for a blank name, as for none', async () => {
    const blank = await products('organization_query_id=sataman-helmi&name=%20%20');
    const none = await products('organization_query_id=sataman-helmi');
    expect(none.total_products).toBeGreaterThan(0);
    expect(blank.total_products).toBe(none.total_products);
  });

  it('answers 400 naming name for a name longer than a search takes', async () => {
    const response = await get(`products?organization_query_id=sataman-helmi&name=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.details?.[0]?.field).toBe('name');
  });

  it('treats % and _ in a search as letters', async () => {
    expect((await products('organization_query_id=sataman-helmi&name=%25')).total_products).toBe(0);
    expect((await products('organization_query_id=sataman-helmi&name=_')).total_products).toBe(0);
  });

  it("carries the server's prices, promotion, tax, stock and the store's own fields", async () => {
    const { products: found } = await products('organization_query_id=sataman-helmi&name=muikut');
    expect(found[0]).toMatchObject({
      cost: 1690,
      cost_after_discount: 1521,
      promotion: { promotion_nature: 'discount', promotion_amount: 10 },
      tax_percent: 13.5,
      currency: 'EUR',
      unlimited: true,
      merchant: { query_id: 'sataman-helmi', name: 'Sataman Helmi' },
      shop_status: 'open',
      service_area_radius: 5,
    });
  });

  it('answers 400 naming the field when the store is missing or the page is not a number', async () => {
    const missing = await get('products?page=1');
    const badPage = await get('products?organization_query_id=sataman-helmi&page=abc');
    expect(missing.status).toBe(400);
    expect(errorBodySchema.parse(await missing.json()).error.details?.[0]?.field).toBe('organization_query_id');
    expect(badPage.status).toBe(400);
    expect(errorBodySchema.parse(await badPage.json()).error.details?.[0]?.field).toBe('page');
  });

  it('answers 404 for a store that does not exist', async () => {
    expect((await get('products?organization_query_id=no-such-store')).status).toBe(404);
  });
});

describe('GET /api/v1/products/{queryId}', () => {
  it('answers one product with its sizes, colours and variants', async () => {
    const response = await get('products/toolon-burgeri--burgeri-t-paita');
    expect(response.status).toBe(200);
    const { product } = productResponseSchema.parse(await response.json());
    expect(product.product_sizes.map((size) => size.name)).toEqual(['S', 'M', 'L']);
    expect(product.product_colors.map((color) => color.name)).toEqual(['Musta', 'Valkoinen']);
    expect(product.tax_percent).toBe(25.5);
    expect(product.product_available_quantity).toBe(12);
    expect(product.unlimited).toBe(false);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await get('products/nothing-here')).status).toBe(404);
  });
});

describe('GET /media/logos/{store}.svg and .png', () => {
  it("draws a seeded store's monogram as an SVG that runs no scripts", async () => {
    const response = await fetch(`${server.baseUrl}/media/logos/pizzeria-kamppi.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toContain('>PK</text>');
    expect(svg).toContain('aria-label="Pizzeria Kamppi"');
  });

  it('draws the same monogram as a PNG twice as wide as a logo is shown, cached for a day', async () => {
    const response = await fetch(`${server.baseUrl}/media/logos/pizzeria-kamppi.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await readPngAnswer(response)).toEqual({ contentType: 'image/png', isPng: true, width: 192, height: 192 });
  });

  it.each(['no-such-store.svg', 'no-such-store.png', 'pizzeria-kamppi.jpg', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (file) => {
      expect((await fetch(`${server.baseUrl}/media/logos/${file}`)).status).toBe(404);
    },
  );
});

describe("the seed stores' own banners and the arena's gates, from the media folder", () => {
  it('answers a banner as a PNG 960 pixels wide, and a gate as one 480 wide', async () => {
    const banner = await readPngAnswer(await fetch(`${server.baseUrl}/media/sataman-helmi.png`));
    const gate = await readPngAnswer(await fetch(`${server.baseUrl}/media/arena/portti-a.png`));
    expect([banner.contentType, banner.isPng, banner.width]).toEqual(['image/png', true, 960]);
    expect([gate.contentType, gate.isPng, gate.width]).toEqual(['image/png', true, 480]);
  });

  it.each([
    ['no-such-banner.svg', 404],
    ['no-such-banner.png', 404],
    ['sataman-helmi.jpg', 404],
    ['SATAMAN-HELMI.png', 404],
    [`${'a'.repeat(161)}.png`, 404],
    ['..%2F..%2Fpackage.json', 404],
    ['%2e%2e%2fpackage.json', 404],
    ['arena%2F..%2F..%2Fpackage.json', 404],
    ['sataman-helmi%00.png', 400],
    ['', 404],
  ])('answers /media/%s with %i, outside the folder or not', async (file, status) => {
    expect((await fetch(`${server.baseUrl}/media/${file}`)).status).toBe(status);
    expect((await fetch(`${server.baseUrl}/media/arena/${file}`)).status).toBe(status);
  });
});

describe("every seeded store's banner", () => {
  const stores = seedStores.filter((store) => store.banner_url !== null);

  it('is a PNG 960 pixels wide, at the address the store names', async () => {
    expect(stores.length).toBeGreaterThan(20);
    for (const store of stores) {
      const response = await fetch(`${server.baseUrl}${store.banner_url}`);
      expect([store.query_id, response.status]).toEqual([store.query_id, 200]);
      const png = await readPngAnswer(response);
      expect([store.query_id, png.contentType, png.isPng, png.width]).toEqual([store.query_id, 'image/png', true, 960]);
    }
  });

  it('is drawn from an SVG that names that store and no other, and runs no scripts', async () => {
    for (const store of stores) {
      const response = await fetch(`${server.baseUrl}${drawingOf(store.banner_url ?? '')}`);
      expect([store.query_id, response.status]).toEqual([store.query_id, 200]);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      const written = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((text) => text[1]);
      const otherNames = seedStores
        .filter((other) => other.query_id !== store.query_id && !store.name.includes(other.name))
        .map((other) => other.name);
      expect([store.query_id, written.filter((text) => otherNames.includes(text ?? ''))]).toEqual([store.query_id, []]);
      expect([store.query_id, svg]).toEqual([store.query_id, expect.stringContaining(`aria-label="${store.name}"`)]);
    }
  });

  it.each(['no-such-store.svg', 'no-such-store.png', 'pizzeria-kamppi.jpg', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (file) => {
      expect((await fetch(`${server.baseUrl}/media/banners/${file}`)).status).toBe(404);
    },
  );
});

describe("every seeded product's picture", () => {
  const products = seedMenus.flatMap((menu) =>
    menu.categories.flatMap((category) => category.subCategories.flatMap((sub) => sub.products)),
  );

  it('is named in the catalogue and drawn from an SVG labelled with the product, which runs no scripts', async () => {
    expect(products.length).toBeGreaterThan(50);
    const pictureless = products.filter((product) => product.pictures.length === 0).map((product) => product.query_id);
    expect(pictureless).toEqual([]);
    // Every drawing is answered; a sample is read in full.
    for (const [index, product] of products.entries()) {
      const response = await fetch(`${server.baseUrl}${drawingOf(product.pictures[0]?.image_thumb_url ?? '')}`);
      expect([product.query_id, response.status]).toEqual([product.query_id, 200]);
      if (index % 10 !== 0) {
        await response.arrayBuffer();
        continue;
      }
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg [^>]*role="img"/);
      expect(svg).toContain('aria-label="');
    }
  });

  it("serves a product's picture in the catalogue's answer, as a PNG 400 pixels square", async () => {
    const [first] = products;
    const answer = productResponseSchema.parse(await (await get(`products/${first?.query_id}`)).json());
    expect(answer.product.pictures[0]?.image_original_url).toBe(`/media/pictures/${first?.query_id}.png`);
    const response = await fetch(`${server.baseUrl}${answer.product.pictures[0]?.image_original_url}`);
    expect(await readPngAnswer(response)).toEqual({ contentType: 'image/png', isPng: true, width: 400, height: 400 });
  });

  it.each(['no-such-product.svg', 'no-such-product.png', 'x.jpg', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (file) => {
      expect((await fetch(`${server.baseUrl}/media/pictures/${file}`)).status).toBe(404);
    },
  );
});
