import type { ProductCatalog, ProductQuery } from '@/application/ports/product-catalog.port';
import type { Category } from '@/domain/catalogue/category';
import type { Product, ProductPage } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';
import { apiPaths } from '@/contract/api-paths';
import { categoriesResponseSchema } from '@/contract/catalogue/categories.contract';
import { companyResponseSchema } from '@/contract/catalogue/store-detail.contract';
import { productResponseSchema, productsResponseSchema } from '@/contract/catalogue/products.contract';
import type { HttpClient } from '../http/http-client';
import { productFromDto } from '@/contract/catalogue/product-from-dto';
import { storeFromDto } from '@/contract/catalogue/store-from-dto';

/** A store's catalogue from the wallet service, over HTTP. */
export class HttpProductCatalog implements ProductCatalog {
  constructor(private readonly http: HttpClient) {}

  async store(storeQueryId: string): Promise<Store> {
    const body = await this.http.get(apiPaths.company(storeQueryId), {}, companyResponseSchema);
    return storeFromDto(body.company);
  }

  async categories(storeQueryId: string): Promise<readonly Category[]> {
    const body = await this.http.get(apiPaths.companyCategories(storeQueryId), {}, categoriesResponseSchema);
    return body.categories.map((category) => ({
      id: category.id,
      name: category.name,
      pictureUrl: category.picture?.image_thumb_url ?? null,
      subCategories: category.sub_categories,
    }));
  }

  async products(query: ProductQuery): Promise<ProductPage> {
    const body = await this.http.get(
      apiPaths.products,
      {
        organization_query_id: query.storeQueryId,
        page: query.page,
        per_page: query.pageSize,
        name: query.name,
        category_id: query.categoryId,
        sub_category_id: query.subCategoryId,
      },
      productsResponseSchema,
    );
    return { products: body.products.map(productFromDto), page: query.page, totalProducts: body.total_products };
  }

  async product(productQueryId: string): Promise<Product> {
    const body = await this.http.get(apiPaths.product(productQueryId), {}, productResponseSchema);
    return productFromDto(body.product);
  }
}
