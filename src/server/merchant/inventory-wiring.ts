import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerDatabase } from '../db/database';
import type { MerchantContext } from './merchant-context';
import { registerProductImageRoutes } from './routes/inventory/product-image-routes';
import { registerProductOptionRoutes } from './routes/inventory/product-option-routes';
import { ProductOptionStore } from './store/inventory/product-option-store';
import { ProductImageStore } from './store/inventory/product-image-store';
import { StoreProductRepository } from './store/inventory/store-product-repository';
import { registerStoreProductLifeRoutes } from './routes/inventory/store-product-life-routes';
import { registerStoreProductsRoutes } from './routes/inventory/store-products-routes';
import { startSweepingUnusedPictures, UnusedPictureSweeper } from './unused-picture-sweeper';

/** The console's inventory: the store's products, their edits and removal, the product-add table and its pictures. */
export async function registerInventoryRoutes(
  app: FastifyInstance,
  context: MerchantContext,
  storage: { readonly db: ServerDatabase; readonly uploadsDir: string },
): Promise<void> {
  const products = new StoreProductRepository(storage.db);
  const images = new ProductImageStore(path.join(storage.uploadsDir, 'product-images'), context.clock);
  const sweeper = new UnusedPictureSweeper({
    images,
    pictureUrlsOf: (companyId) => products.pictureUrlsOf(companyId),
    clock: context.clock,
  });
  const inventory = { sessions: context.sessions, products, images, sweeper };
  const stopSweeping = startSweepingUnusedPictures(sweeper, app.log);
  app.addHook('preClose', async () => stopSweeping());
  registerStoreProductsRoutes(app, inventory);
  registerStoreProductLifeRoutes(app, { ...inventory, clock: context.clock });
  registerProductOptionRoutes(app, { sessions: context.sessions, options: new ProductOptionStore(storage.db) });
  await registerProductImageRoutes(app, inventory);
}
