import { companiesResponseSchema, type CompanyDto } from '@/contract/catalogue/companies.contract';
import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import { productFromDto } from '@/contract/catalogue/product-from-dto';
import { productsResponseSchema, type ProductDto } from '@/contract/catalogue/products.contract';
import { isShopOpen } from '@/domain/catalogue/shop-status';
import { isOutOfStock } from '@/domain/catalogue/stock';
import { isWithinServiceArea } from '@/domain/geo/service-area';
import { startTestServer, type TestServer } from '../start-test-server';
import { readPngAnswer } from '../static/png-answer';

/** Where a customer stands when the storefront knows nothing better: the centre of Helsinki. */
const defaultCustomerLocation = { lat: 60.1699, long: 24.9384 };
const lowStockAtMost = 5;

let server: TestServer;
let stores: CompanyDto[];
let productsByStore: Map<string, ProductDto[]>;

async function json(path: string): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}${path}`);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

async function allProductsOf(storeQueryId: string): Promise<ProductDto[]> {
  const all: ProductDto[] = [];
  for (let page = 1; ; page += 1) {
    const answer = productsResponseSchema.parse(
      await json(`/api/v1/products?organization_query_id=${storeQueryId}&per_page=100&page=${page}`),
    );
    all.push(...answer.products);
    if (all.length >= answer.total_products || answer.products.length === 0) return all;
  }
}

beforeAll(async () => {
  server = await startTestServer();
  stores = companiesResponseSchema.parse(await json('/api/v1/companies?page_size=100')).industries.companies;
  const lists = await Promise.all(stores.map((store) => allProductsOf(store.query_id)));
  productsByStore = new Map(stores.map((store, index) => [store.query_id, lists[index] ?? []]));
});

afterAll(() => server?.stop());

const allProducts = () => [...productsByStore.values()].flat();

async function isServedPicture(url: string): Promise<boolean> {
  const response = await fetch(`${server.baseUrl}${url}`);
  return response.status === 200 && (await readPngAnswer(response)).isPng;
}

describe('the seeded demo data, as the API serves it', () => {
  it('has the industries: restaurants (the default 21), groceries and others, each with stores', async () => {
    const industries = await Promise.all(
      [21, 22, 23].map(async (id) => companiesResponseSchema.parse(await json(`/api/v1/companies?industry_id=${id}`))),
    );
    const names = industries.map((page) => page.industries.companies[0]?.industries.map((industry) => industry.name));

    expect(names).toEqual([['Restaurants'], ['Groceries'], ['Others']]);
    expect(industries.every((page) => page.total_companies > 0)).toBe(true);
  });

  it('has at least 30 stores, each with a banner and a logo served locally', async () => {
    expect(stores.length).toBeGreaterThanOrEqual(30);
    const images = stores.flatMap((store) => [store.banner_url, store.picture_medium_url ?? 'no logo']);
    const served = await Promise.all(images.map(isServedPicture));

    expect(images.filter((_, index) => !served[index])).toEqual([]);
  });

  it('has open and closed stores', () => {
    const open = stores.filter((store) => isShopOpen(store.shop_status));

    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(stores.length);
  });

  it('has an open store outside the default delivery area', () => {
    const outside = stores.filter(
      (store) =>
        isShopOpen(store.shop_status) &&
        !isWithinServiceArea(defaultCustomerLocation, {
          coordinates: store.merchant_coordinates,
          serviceAreaRadiusKm: store.service_area_radius,
        }),
    );

    expect(outside.map((store) => store.query_id)).toContain('tampereen-pizzapaja');
  });

  it('has stores with a minimum order and stores without one', () => {
    expect(stores.some((store) => store.min_amount > 0)).toBe(true);
    expect(stores.some((store) => store.min_amount === 0)).toBe(true);
  });

  it('has a store with more than 100 products, so its listing pages', () => {
    const biggest = Math.max(...[...productsByStore.values()].map((list) => list.length));

    expect(biggest).toBeGreaterThan(100);
  });

  it('has flat and percentage promotions, priced by the server', () => {
    const promoted = allProducts().filter((product) => product.promotion !== null);
    const natures = new Set(promoted.map((product) => product.promotion?.promotion_nature));

    expect(natures).toEqual(new Set(['flat', 'discount']));
    expect(promoted.every((product) => product.cost_after_discount < product.cost)).toBe(true);
  });

  it('has both Finnish VAT rates', () => {
    expect(new Set(allProducts().map((product) => product.tax_percent))).toEqual(new Set([13.5, 25.5]));
  });

  it('has products out of stock by both rules, and products with low stock', () => {
    const products = allProducts();
    const soldOutUnlimited = products.filter((p) => p.unlimited && isOutOfStock(productFromDto(p)));
    const noneLeft = products.filter((p) => !p.unlimited && isOutOfStock(productFromDto(p)));
    const low = products.filter(
      (p) => !p.unlimited && p.product_available_quantity > 0 && p.product_available_quantity <= lowStockAtMost,
    );

    expect(soldOutUnlimited.length).toBeGreaterThan(0);
    expect(noneLeft.length).toBeGreaterThan(0);
    expect(low.length).toBeGreaterThan(0);
  });

  it('has products with sizes, with colours and with variants', () => {
    const products = allProducts();

    expect(products.some((product) => product.product_sizes.length > 0)).toBe(true);
    expect(products.some((product) => product.product_colors.length > 0)).toBe(true);
    expect(products.some((product) => product.variant_count > 0 && product.variants[0]!.options.length > 0)).toBe(true);
  });
});

describe('the arena venue', () => {
  it('lists its food pickup counters in its detail, each picture served locally', async () => {
    const { company } = companyResponseSchema.parse(await json('/api/v1/companies/areena-keittio'));

    expect(company).toMatchObject({
      name: 'Areena Keittiö',
      shop_status: 'open',
      industries: [{ name: 'Restaurants' }],
    });
    expect(company.pickup_locations?.map((location) => location.name)).toEqual([
      'Portti A – Grilli',
      'Portti B – Pizza',
      'Portti C – Vegaani',
      'Portti D – Kahvila',
    ]);
    expect(company.pickup_locations?.[0]).toEqual({
      id: 'areena-keittio--portti-a',
      name: 'Portti A – Grilli',
      description: 'Lower concourse, next to gate A.',
      picture_url: '/media/arena/portti-a.png',
    });
    const served = await Promise.all(
      (company.pickup_locations ?? []).map((location) => isServedPicture(location.picture_url)),
    );
    expect(served).toEqual([true, true, true, true]);
  });

  it('carries its counters in the listing too, and an ordinary store has none', async () => {
    const arena = stores.find((store) => store.query_id === 'areena-keittio');
    const { company: ordinary } = companyResponseSchema.parse(await json('/api/v1/companies/sataman-helmi'));

    expect(arena?.pickup_locations).toHaveLength(4);
    expect(ordinary.pickup_locations).toEqual([]);
  });

  it('has a menu to order from', () => {
    const menu = productsByStore.get('areena-keittio') ?? [];

    expect(menu.length).toBeGreaterThanOrEqual(8);
    expect(menu.filter((product) => !isOutOfStock(productFromDto(product))).length).toBeGreaterThan(0);
  });

  it('answers 404 for a counter picture that does not exist', async () => {
    expect((await fetch(`${server.baseUrl}/media/arena/portti-z.svg`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/media/arena/portti-z.png`)).status).toBe(404);
  });
});
