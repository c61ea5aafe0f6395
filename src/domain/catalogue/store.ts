import type { Duration } from './duration';
import type { PickupLocation } from './pickup-location';

export interface Coordinates {
  readonly lat: number;
  readonly long: number;
}

export interface OpeningSlot {
  readonly day: string;
  readonly startTime: string;
  readonly endTime: string;
}

/**
 * A store that is not taking new orders: the staff paused them, or its cap of orders per 15 minutes is reached,
 * until then (epoch ms; null until the staff resume). The server decides it when it answers, and refuses orders
 * while it lasts.
 */
export interface OrderIntakeHold {
  readonly reason: 'ORDERS_PAUSED' | 'KITCHEN_FULL';
  readonly until: number | null;
}

/** A merchant's store as the storefront lists it. Money is in integer minor units. */
export interface Store {
  readonly queryId: string;
  readonly name: string;
  readonly description: string;
  readonly bannerUrl: string;
  /** The banner of the store's own page; its bannerUrl when absent. */
  readonly merchantBanner?: string;
  /** What a delivered order pays for delivery, in minor units (0 is free), as the server decided it. */
  readonly deliveryFee?: number;
  readonly logoUrl: string | null;
  readonly tag: string | null;
  readonly isOpen: boolean;
  /** Not taking new orders for now; absent or null while it takes them. */
  readonly orderHold?: OrderIntakeHold | null;
  readonly addressDescription: string;
  readonly coordinates: Coordinates;
  /** Kilometres; 0 means the store sets no radius. */
  readonly serviceAreaRadiusKm: number;
  readonly minimumOrder: number;
  readonly currency: string;
  readonly industries: readonly string[];
  readonly deliveryTime: Duration;
  readonly preparationTime: Duration;
  readonly openingSlots: readonly OpeningSlot[];
  readonly footerDescription: string | null;
  /** An arena venue's food pickup counters; absent or empty for an ordinary store. */
  readonly pickupLocations?: readonly PickupLocation[];
}

/** One page of stores and how many there are in all. */
export interface StorePage {
  readonly stores: readonly Store[];
  readonly page: number;
  readonly totalStores: number;
}

/**
 * The hold a store's customers are told of: an open store's only. A closed store is closed, whatever its staff
 * set; its listing card and its page say "Closed" instead.
 */
export function orderHoldOf(store: Pick<Store, 'isOpen' | 'orderHold'>): OrderIntakeHold | null {
  return store.isOpen ? (store.orderHold ?? null) : null;
}
