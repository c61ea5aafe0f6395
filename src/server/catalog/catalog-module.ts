import type { ServerModule } from '../modules/server-module';
import { seedCompaniesIfEmpty } from '../seed/seed-companies';
import { seedMenusIfEmpty } from '../seed/seed-menus';
import { registerCompaniesRoute } from './companies-route';
import { DrizzleCompanyRepository } from './drizzle-company-repository';
import { DrizzleProductRepository } from './drizzle-product-repository';
import { registerProductsRoutes } from './products-routes';
import { registerStoreDetailRoutes } from './store-detail-routes';

/** Stores, categories and products: public reads, no session needed. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  async seed(db) {
    await seedCompaniesIfEmpty(new DrizzleCompanyRepository(db));
    await seedMenusIfEmpty(new DrizzleProductRepository(db));
  },
  register(app, { db }) {
    const companies = new DrizzleCompanyRepository(db);
    const products = new DrizzleProductRepository(db);
    registerCompaniesRoute(app, companies);
    registerStoreDetailRoutes(app, { companies, products });
    registerProductsRoutes(app, products);
  },
};
