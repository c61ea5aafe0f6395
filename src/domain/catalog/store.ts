import type { Duration } from './duration';

export interface Coordinates {
  readonly lat: number;
  readonly long: number;
}

export interface OpeningSlot {
  readonly day: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** A merchant's store as the storefront lists it. Money is in integer minor units. */
export interface Store {
  readonly queryId: string;
  readonly name: string;
  readonly description: string;
  readonly bannerUrl: string;
  readonly logoUrl: string | null;
  readonly tag: string | null;
  readonly isOpen: boolean;
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
}

/** One page of stores and how many there are in all. */
export interface StorePage {
  readonly stores: readonly Store[];
  readonly page: number;
  readonly totalStores: number;
}
