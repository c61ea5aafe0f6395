import { placeNameOf } from '@/domain/addresses/place-name';
import type { Coordinates } from '@/domain/catalogue/store';
import type { AddressLookup } from '../ports/address-lookup.port';

/**
 * The name of the place at a point (a ride's pickup at the rider's current position), or null when the geocoder
 * knows none there or cannot be reached: the rider is then asked to type the place.
 */
export type NamePlace = (coordinates: Coordinates) => Promise<string | null>;

export function createNamePlace(deps: { addressLookup: AddressLookup }): NamePlace {
  return async (coordinates) => placeNameOf(await deps.addressLookup.placeAt(coordinates).catch(() => null));
}
