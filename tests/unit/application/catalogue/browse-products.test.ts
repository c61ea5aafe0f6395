import { createBrowseProducts } from '@/application/catalogue/browse-products.use-case';
import type { ProductCatalog, ProductQuery } from '@/application/ports/product-catalog.port';

function recordingCatalog() {
  const queries: ProductQuery[] = [];
  const catalog: ProductCatalog = {
    store: () => Promise.reject(new Error('not used')),
    categories: () => Promise.reject(new Error('not used')),
    product: () => Promise.reject(new Error('not used')),
    products: async (query) => {
      queries.push(query);
      return { products: [], page: query.page, totalProducts: 0 };
    },
  };
  return { catalog, queries };
}

describe('BrowseProducts', () => {
  it('asks for 100 products a page, page 1 unless told otherwise', async () => {
    const { catalog, queries } = recordingCatalog();
    const browse = createBrowseProducts({ productCatalog: catalog });
    await browse({ storeQueryId: 's' });
    await browse({ storeQueryId: 's', page: 3 });
    await browse({ storeQueryId: 's', page: -2 });
    expect(queries.map((query) => [query.page, query.pageSize])).toEqual([
      [1, 100],
      [3, 100],
      [1, 100],
    ]);
  });

  it.each([
    [{ categoryId: 'ALL', subCategoryId: 'ALL' }, {}],
    [{ categoryId: 'c1', subCategoryId: 'ALL' }, { categoryId: 'c1' }],
    [
      { categoryId: 'c1', subCategoryId: 's1' },
      { categoryId: 'c1', subCategoryId: 's1' },
    ],
    [{ name: '  kahvi ' }, { name: 'kahvi' }],
    [{ name: '   ' }, {}],
  ])('turns %o into the filters %o', async (request, filters) => {
    const { catalog, queries } = recordingCatalog();
    await createBrowseProducts({ productCatalog: catalog })({ storeQueryId: 's', ...request });
    expect(queries[0]).toEqual({ storeQueryId: 's', page: 1, pageSize: 100, ...filters });
  });
});
