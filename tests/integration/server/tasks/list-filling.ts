import type { NewCompany } from '@/server/catalogue/store/company-repository';
import { seedStores } from '@/server/seed/seed-stores';

/** How many of each list fill-lists.process.ts adds: stores, categories after one store's own, sandbox messages. */
export interface ListFilling {
  stores: number;
  categories: { storeQueryId: string; count: number };
  outboxMessages: number;
}

const numbered = (index: number) => String(index).padStart(3, '0');

/** The added stores' names sort in the order they were added. */
export const filledStoreName = (index: number) => `Kattokahvila ${numbered(index)}`;
export const filledCategoryName = (index: number) => `Osasto ${numbered(index)}`;
/** Messages are added oldest first. */
export const filledMessageSubject = (index: number) => `Filled ${numbered(index)}`;

export function filledStore(index: number): NewCompany {
  const template = seedStores[0]!;
  return {
    ...template,
    query_id: `kattokahvila-${numbered(index)}`,
    name: filledStoreName(index),
    shop_name: null,
    address: { ...template.address, query_id: `addr-kattokahvila-${numbered(index)}` },
  };
}
