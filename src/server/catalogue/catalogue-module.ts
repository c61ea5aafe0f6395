import { accountsClock, type Clock } from '../shared/clock';
import type { ServerDatabase } from '../db/database';
import type { ServerModule } from '../modules/server-module';
import { registerAppSearchRoute } from './routes/app-search-route';
import { registerCompaniesRoute } from './routes/companies-route';
import { DrizzleCatalogSearch } from './store/drizzle-catalog-search';
import { DrizzleCompanyRepository } from './store/drizzle-company-repository';
import { DrizzleProductRepository } from './store/drizzle-product-repository';
import type { OrderProductsRepository } from './store/order-products-repository';
import { registerProductsRoutes } from './routes/products-routes';
import { registerStoreDetailRoutes } from './routes/store-detail-routes';

/**
 * Stores, categories, products and the search: public reads, except the products of a customer's own order. A
 * fresh database's demo stores come from the seed folder's module (seed/demo-catalog-module.ts).
 */
export interface CatalogSeams {
  /**
   * The products of a customer's own order: orders keeps the invoices they are read from, and orders already
   * reads the catalogue, so the composition root hands the query in rather than the catalogue importing orders.
   */
  readonly createOrderProducts: (db: ServerDatabase, clock: Clock) => OrderProductsRepository;
}

export const createCatalogueModule = ({ createOrderProducts }: CatalogSeams): ServerModule => ({
  name: 'catalogue',
  register(app, { db, nodeEnv }) {
    // The stores' answers say whether each takes new orders now: on the clock the orders are refused by.
    const clock = accountsClock(nodeEnv);
    const companies = new DrizzleCompanyRepository(db, clock);
    const products = new DrizzleProductRepository(db, clock);
    registerCompaniesRoute(app, companies);
    registerStoreDetailRoutes(app, { companies, products });
    registerProductsRoutes(app, { db, products, orderProducts: createOrderProducts(db, clock) });
    registerAppSearchRoute(app, new DrizzleCatalogSearch(db, clock));
  },
});
