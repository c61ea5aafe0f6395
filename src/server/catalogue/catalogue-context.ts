import type { ServerDatabase } from '../db/database';
import type { OrderProductsRepository } from './store/order-products-repository';
import type { ProductRepository } from './store/product-repository';

/** What the products routes are handed: the database only for the session guard of an order's products. */
export interface ProductsRoutesDependencies {
  readonly db: ServerDatabase;
  readonly products: ProductRepository;
  readonly orderProducts: OrderProductsRepository;
}
