import type { Store } from './store';

export function openStores<T extends Pick<Store, 'isOpen'>>(stores: readonly T[]): readonly T[] {
  return stores.filter((store) => store.isOpen);
}

/**
 * The closed-stores alert shows when stores were found and none of them is open. An empty list is not
 * "all closed": it has its own "No Stores Found" message.
 */
export function showsClosedStoresAlert(stores: readonly Pick<Store, 'isOpen'>[]): boolean {
  return stores.length > 0 && openStores(stores).length === 0;
}
