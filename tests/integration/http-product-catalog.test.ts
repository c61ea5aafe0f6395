import { canAddToCart } from '@/domain/cart/can-add-to-cart';
import { isOutOfStock } from '@/domain/catalogue/stock';
import { HttpProductCatalog } from '@/infrastructure/api/http-product-catalog';
import { HttpClient } from '@/infrastructure/http/http-client';
import { seedMenus } from '@/server/seed/seed-menus';
import { startTestServer, type TestServer } from './server/start-test-server';

const bigShop = 'lahikauppa-kruununhaka';
const seededProductsOf = (storeQueryId: string) =>
  seedMenus
    .filter((menu) => menu.companyQueryId === storeQueryId)
    .flatMap((menu) => menu.categories.flatMap((category) => category.subCategories.flatMap((sub) => sub.products)));

describe('HttpProductCatalog against the reference server', () => {
  let server: TestServer;
  let catalog: HttpProductCatalog;

  beforeAll(async () => {
    server = await startTestServer();
    catalog = new HttpProductCatalog(new HttpClient({ baseUrl: `${server.baseUrl}/api/v1` }));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("reads a store's details and its menu sections", async () => {
    const store = await catalog.store('sataman-helmi');
    const categories = await catalog.categories('sataman-helmi');
    expect(store).toMatchObject({ queryId: 'sataman-helmi', name: 'Sataman Helmi', isOpen: true });
    expect(categories.map((category) => category.name)).toEqual(['Keitot', 'Pääruoat', 'Juomat']);
    expect(categories[1]?.subCategories.map((sub) => sub.name)).toEqual(['Kala', 'Kasvis']);
  });

  it('pages a store of more than 100 products as domain products', async () => {
    const first = await catalog.products({ storeQueryId: bigShop, page: 1, pageSize: 100 });
    const second = await catalog.products({ storeQueryId: bigShop, page: 2, pageSize: 100 });
    expect(first.totalProducts).toBe(seededProductsOf(bigShop).length);
    expect(first.products).toHaveLength(100);
    expect(second.products).toHaveLength(first.totalProducts - 100);
    expect(first.products.every((product) => product.store.queryId === bigShop)).toBe(true);
  });

  it('brings what the cart rules need: stock, promotion, options and the store gate', async () => {
    const soldOutSoup = await catalog.product('sataman-helmi--kantarellirisotto');
    const shirt = await catalog.product('toolon-burgeri--burgeri-t-paita');
    const vendace = await catalog.product('sataman-helmi--paistetut-muikut');
    expect(isOutOfStock(soldOutSoup)).toBe(true);
    expect(shirt.sizes.map((size) => size.name)).toEqual(['S', 'M', 'L']);
    expect(vendace).toMatchObject({
      price: 1690,
      priceAfterDiscount: 1521,
      promotion: { nature: 'discount', amount: 10 },
    });
    expect(canAddToCart({ product: vendace, quantity: 1, customerLocation: { lat: 60.1841, long: 24.9496 } })).toEqual({
      ok: true,
    });
    expect(canAddToCart({ product: vendace, quantity: 1, customerLocation: { lat: 61.4978, long: 23.761 } })).toEqual({
      ok: false,
      reason: 'OUTSIDE_DELIVERY_AREA',
    });
  });

  it('answers NOT_FOUND for a product that does not exist', async () => {
    await expect(catalog.product('nothing-here')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});
