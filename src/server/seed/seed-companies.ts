import type { CompanyRepository } from '../catalogue/index';
import { seedStores } from './seed-stores';
import { withStoreTranslations } from './seed-translations';

/** Gives an empty database its first stores; a database that has any store is left as it is. */
export async function seedCompaniesIfEmpty(repository: CompanyRepository): Promise<void> {
  if ((await repository.count()) > 0) return;
  await repository.add(seedStores.map(withStoreTranslations));
}
