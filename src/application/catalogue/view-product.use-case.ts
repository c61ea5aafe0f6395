import type { Product } from '@/domain/catalogue/product';
import type { ProductCatalog } from '../ports/product-catalog.port';

/** The customer opens a product's details page to choose its size, colour and variants. @throws AppError */
export type ViewProduct = (productQueryId: string) => Promise<Product>;

export function createViewProduct(deps: { productCatalog: ProductCatalog }): ViewProduct {
  return (productQueryId) => deps.productCatalog.product(productQueryId);
}
