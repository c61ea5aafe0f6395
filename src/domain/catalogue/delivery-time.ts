import { addDurations, type Duration } from './duration';
import type { Store } from './store';

/** The time a customer is told to wait: the store's delivery time plus its preparation time. */
export function shownDeliveryTime(store: Pick<Store, 'deliveryTime' | 'preparationTime'>): Duration {
  return addDurations(store.deliveryTime, store.preparationTime);
}
