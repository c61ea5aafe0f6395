import type { AppError } from '@/application/errors/app-error';
import type { ProductCatalog, ProductQuery } from '@/application/ports/product-catalog.port';
import type { Category } from '@/domain/catalogue/category';
import type { Product, ProductPage } from '@/domain/catalogue/product';
import type { Store } from '@/domain/catalogue/store';

/** A store's catalogue in memory, filtered (a part of the name, any case) and paged like the server's; any call can be made to fail. */
export class InMemoryProductCatalog implements ProductCatalog {
  readonly queries: ProductQuery[] = [];
  failWith: AppError | null = null;
  /** While set, products() answers only when the test lets it. */
  holdProducts = false;
  private held: Array<() => void> = [];

  constructor(
    private readonly storeValue: Store,
    private readonly menu: readonly Category[],
    private readonly items: readonly Product[],
  ) {}

  releaseProducts(): void {
    this.held.splice(0).forEach((release) => release());
  }

  async store(storeQueryId: string): Promise<Store> {
    if (this.failWith) throw this.failWith;
    if (storeQueryId !== this.storeValue.queryId) throw { code: 'NOT_FOUND', message: 'No such store' };
    return this.storeValue;
  }

  async categories(): Promise<readonly Category[]> {
    if (this.failWith) throw this.failWith;
    return this.menu;
  }

  async products(query: ProductQuery): Promise<ProductPage> {
    this.queries.push(query);
    if (this.holdProducts) await new Promise<void>((release) => this.held.push(release));
    if (this.failWith) throw this.failWith;
    const matching = this.items.filter(
      (product) =>
        (query.name === undefined || product.name.toLowerCase().includes(query.name.toLowerCase())) &&
        (query.categoryId === undefined || product.categoryId === query.categoryId) &&
        (query.subCategoryId === undefined || product.subCategoryId === query.subCategoryId),
    );
    const start = (query.page - 1) * query.pageSize;
    return {
      products: matching.slice(start, start + query.pageSize),
      page: query.page,
      totalProducts: matching.length,
    };
  }

  async product(productQueryId: string): Promise<Product> {
    if (this.failWith) throw this.failWith;
    const found = this.items.find((product) => product.queryId === productQueryId);
    if (!found) throw { code: 'NOT_FOUND', message: 'No such product' };
    return found;
  }
}
