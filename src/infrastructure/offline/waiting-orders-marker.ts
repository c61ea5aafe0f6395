import type { WaitingOrdersHint } from '@/application/ports/waiting-orders-hint.port';
import type { KeyValueStorage } from '../session/key-value-storage';

const markerKey = 'storefront-orders-waiting';

/**
 * A word in localStorage beside the queue of orders waiting for the network: set when one is kept, cleared when
 * the queue is found empty. Every page start reads it, which costs nothing, while the queue's database code loads
 * only when it says an order may wait.
 */
export class WaitingOrdersMarker implements WaitingOrdersHint {
  constructor(private readonly storage: KeyValueStorage) {}

  mayHoldOrders(): boolean {
    return this.storage.getItem(markerKey) !== null;
  }

  mark(): void {
    this.storage.setItem(markerKey, '1');
  }

  clear(): void {
    this.storage.removeItem(markerKey);
  }
}
