import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleCompanyRepository } from './catalog/drizzle-company-repository';
import { DrizzleProductRepository } from './catalog/drizzle-product-repository';
import { registerProductsRoutes } from './catalog/products-routes';
import { registerStoreDetailRoutes } from './catalog/store-detail-routes';
import { registerCompaniesRoute } from './catalog/companies-route';
import type { DatabaseSettings } from './db/database';
import { openDatabase } from './db/open-database';
import { registerErrorHandler } from './http/error-handler';
import { registerNotFoundHandler } from './http/not-found-handler';
import { seedCompaniesIfEmpty } from './seed/seed-companies';
import { seedMenusIfEmpty } from './seed/seed-menus';
import { registerMedia } from './static/media';
import { registerSpa } from './static/spa';

export interface CreateServerOptions extends DatabaseSettings {
  /** Folder of the built SPA; without it (or without its index.html) only the API and media are served. */
  staticDir?: string;
  /** Fastify's request log on stdout. */
  logger?: boolean;
}

export interface StorefrontServer {
  app: FastifyInstance;
  /** Stops answering and closes the database. */
  close(): Promise<void>;
}

/** Opens and prepares the database, then builds the HTTP server; the caller decides where it listens. */
export async function createServer(options: CreateServerOptions): Promise<StorefrontServer> {
  const database = await openDatabase(options, async (db) => {
    await seedCompaniesIfEmpty(new DrizzleCompanyRepository(db));
    await seedMenusIfEmpty(new DrizzleProductRepository(db));
  });
  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onClose', () => database.close());
  try {
    registerErrorHandler(app);
    const companies = new DrizzleCompanyRepository(database.db);
    const products = new DrizzleProductRepository(database.db);
    registerCompaniesRoute(app, companies);
    registerStoreDetailRoutes(app, { companies, products });
    registerProductsRoutes(app, products);
    await registerMedia(app);
    registerNotFoundHandler(app, await registerSpa(app, options.staticDir));
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, close: () => app.close() };
}
