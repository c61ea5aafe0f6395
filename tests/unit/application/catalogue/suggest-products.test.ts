import { createSuggestProducts, productSuggestionCount } from '@/application/catalogue/suggest-products.use-case';
import type { CatalogSearch, ProductNameQuery } from '@/application/ports/catalog-search.port';

class RecordingCatalogSearch implements CatalogSearch {
  readonly queries: ProductNameQuery[] = [];
  async findStores(): Promise<never> {
    throw new Error('The type-ahead asks for no stores');
  }
  async productNames(query: ProductNameQuery): Promise<readonly string[]> {
    this.queries.push(query);
    return ['Kalakeitto'];
  }
}

describe('SuggestProducts', () => {
  it("asks for a few of the store's product names with the trimmed text", async () => {
    const search = new RecordingCatalogSearch();
    const names = await createSuggestProducts({ catalogSearch: search })({ storeQueryId: 'helmi', search: ' kala ' });
    expect(names).toEqual(['Kalakeitto']);
    expect(search.queries).toEqual([{ text: 'kala', storeQueryId: 'helmi', limit: productSuggestionCount }]);
    expect(productSuggestionCount).toBe(8);
  });

  it.each(['', '   ', 'kala!', 'a'.repeat(101)])('offers nothing, and asks nothing, for %j', async (typed) => {
    const search = new RecordingCatalogSearch();
    await expect(
      createSuggestProducts({ catalogSearch: search })({ storeQueryId: 'helmi', search: typed }),
    ).resolves.toEqual([]);
    expect(search.queries).toEqual([]);
  });
});
