import { buildContainer, resolverFor } from '@/app/container';
import { featureTokens } from '@/application/tokens';
import { parseStorefrontConfig } from '@/config/parse-config';
import { HttpCatalogSearch } from '@/infrastructure/api/http-catalog-search';
import { HttpProductCatalog } from '@/infrastructure/api/http-product-catalog';

function config() {
  const parsed = parseStorefrontConfig({});
  if (!parsed.ok) throw new Error('the empty configuration must be valid');
  return parsed.config;
}

describe('the composition root binds each feature to its ports', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers the same promise of a feature on every call', () => {
    const resolver = resolverFor(buildContainer(config()));
    const catalogue = resolver.resolve(featureTokens.catalogue);
    expect(catalogue()).toBe(catalogue());
    expect(resolver.feature(featureTokens.session)).toBe(resolver.feature(featureTokens.session));
  });

  it("serves the catalogue's search and menus with the HTTP adapters, loaded on their first call", async () => {
    const page = { stores: [], page: 1, totalPages: 0 };
    const findStores = jest.spyOn(HttpCatalogSearch.prototype, 'findStores').mockResolvedValue(page as never);
    const product = jest.spyOn(HttpProductCatalog.prototype, 'product').mockResolvedValue({ queryId: 'p' } as never);
    const catalogue = await resolverFor(buildContainer(config())).feature(featureTokens.catalogue);
    await expect(catalogue.searchStores({ search: 'pizza', industryId: 21 } as never)).resolves.toBeDefined();
    expect(findStores).toHaveBeenCalledTimes(1);
    await catalogue.viewProduct('p').catch(() => undefined);
    expect(product).toHaveBeenCalledWith('p');
  });

  it('builds the features a node process can hold from their adapters, each with the use cases the screens call', async () => {
    const resolver = resolverFor(buildContainer(config()));
    // Payments and the live updates need a browser's window and service worker; the other features load here.
    const features = {
      cart: await resolver.feature(featureTokens.cart),
      checkout: await resolver.feature(featureTokens.checkout),
      orders: await resolver.feature(featureTokens.orders),
      addresses: await resolver.feature(featureTokens.addresses),
      accounts: await resolver.feature(featureTokens.accounts),
      partnerApplications: await resolver.feature(featureTokens.partnerApplications),
      session: await resolver.feature(featureTokens.session),
      version: await resolver.feature(featureTokens.version),
    };
    expect(Object.keys(features.cart).sort()).toEqual(
      ['addToCart', 'cartChanges', 'changeQuantity', 'clearCartAndAdd', 'removeCartLine', 'viewCart'].sort(),
    );
    expect(typeof features.checkout.reviewOrderSummary).toBe('function');
    expect(typeof features.orders.reOrder).toBe('function');
    expect(typeof features.addresses.pickAddressOnMap).toBe('function');
    expect(typeof features.accounts.signUp.submitMobileNumber).toBe('function');
    expect(typeof features.partnerApplications.submitPartnerApplication).toBe('function');
    expect(typeof features.session.sessionEvents.subscribe).toBe('function');
    expect(typeof features.version.checkForNewVersionWhenDue).toBe('function');
    expect(typeof features.orders.watchDealCountdown).toBe('function');
  });
});
