import type { Store } from '@/domain/catalog/store';

/**
 * The stores of the loaded page whose name contains the search, ignoring case. The companies call has no
 * name filter, so the search narrows what the page already holds.
 */
export function storesMatching(stores: readonly Store[], search: string): readonly Store[] {
  const wanted = search.trim().toLocaleLowerCase();
  if (wanted === '') return stores;
  return stores.filter((store) => store.name.toLocaleLowerCase().includes(wanted));
}
