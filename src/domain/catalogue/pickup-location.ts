/** A counter of an arena venue where customers collect their food. */
export interface PickupLocation {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** null when the venue has no picture of the counter. */
  readonly pictureUrl: string | null;
}

/**
 * Where the customer collects an order from a venue. Invoices do not name a counter, so the counter is known
 * only when the venue has exactly one; with several, any of them hands the order out (the venue's own words:
 * "collect it at the counter you choose"); an ordinary store has none.
 */
export type OrderPickup =
  | { readonly kind: 'none' }
  | { readonly kind: 'known'; readonly location: PickupLocation }
  | { readonly kind: 'any'; readonly locations: readonly PickupLocation[] };

export function orderPickup(locations: readonly PickupLocation[]): OrderPickup {
  const [only] = locations;
  if (!only) return { kind: 'none' };
  if (locations.length === 1) return { kind: 'known', location: only };
  return { kind: 'any', locations };
}
