import type { ProductRepository } from '../catalogue/index';
import { arenaMenu } from './menus/arena-menu';
import { groceryMenus } from './menus/grocery-menus';
import { kindMenus } from './menus/kind-menus';
import { restaurantMenus } from './menus/restaurant-menus';
import { withMenuTranslations } from './seed-translations';

export const seedMenus = [...restaurantMenus, ...groceryMenus, ...kindMenus, arenaMenu];

/** Gives stores their menus when the database has no product yet; a database with products is left as it is. */
export async function seedMenusIfEmpty(repository: ProductRepository): Promise<void> {
  if ((await repository.count()) > 0) return;
  await repository.add(seedMenus.map(withMenuTranslations));
}
