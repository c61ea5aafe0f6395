import type { ServerModule } from '../modules/server-module';
import { DrizzleCompanyRepository, DrizzleProductRepository } from '../catalogue/index';
import { seedCompaniesIfEmpty } from './seed-companies';
import { seedMenusIfEmpty } from './seed-menus';

/**
 * The demo stores and their menus that a fresh database starts with, written through the catalogue's own
 * repositories. A module of its own, first in the list, so the catalogue module never reaches into the seed data
 * that is written in its types.
 */
export const demoCatalogModule: ServerModule = {
  name: 'demo catalogue',
  async seed(db) {
    await seedCompaniesIfEmpty(new DrizzleCompanyRepository(db));
    await seedMenusIfEmpty(new DrizzleProductRepository(db));
  },
  register() {
    // Seed data only: the catalogue module serves the stores and menus.
  },
};
