import type { Money } from './money';

/** A store's say on the delivery fee: its own fee (0 is free delivery) replaces the host's when it overrides. */
export interface StoreDeliveryFee {
  readonly overridesDeliveryFee: boolean;
  /** The store's own fee in minor units; read only when the store overrides. */
  readonly ownDeliveryFee: Money;
}

/** The fee a delivered order of the store pays: the store's own when it overrides the host's, else the host's. */
export function deliveryFeeOf(store: StoreDeliveryFee, hostDeliveryFee: Money): Money {
  return store.overridesDeliveryFee ? store.ownDeliveryFee : hostDeliveryFee;
}
