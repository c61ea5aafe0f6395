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
});
