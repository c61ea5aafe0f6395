import { DexieCartRepository } from '@/infrastructure/cart/dexie-cart-repository';
import { CartDatabase } from '@/infrastructure/storage/cart-database';

/**
 * The cart's adapter with the dexie database under it: one chunk (`cart-database`), loaded on the cart's
 * first use rather than with the first page. The database opens on the adapter's first call; when it cannot,
 * the adapter keeps the cart in memory.
 */
export function createCartStorage(): DexieCartRepository {
  return new DexieCartRepository(async () => new CartDatabase());
}
