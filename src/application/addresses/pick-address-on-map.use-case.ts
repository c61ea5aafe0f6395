import { draftFromGeocodedPlace, type AddressDraft } from '@/domain/addresses/address-draft';
import type { Coordinates } from '@/domain/catalogue/store';
import type { AddressLookup } from '../ports/address-lookup.port';

/**
 * The customer confirms the map pin: the address form opens on a new address at that point, prefilled with
 * what the geocoder knows. A geocoding failure is not the customer's problem (the adapter logs it): the form
 * then simply starts empty at the pin.
 */
export type PickAddressOnMap = (coordinates: Coordinates) => Promise<AddressDraft>;

export function createPickAddressOnMap(deps: { addressLookup: AddressLookup }): PickAddressOnMap {
  return async (coordinates) => {
    const place = await deps.addressLookup.placeAt(coordinates).catch(() => null);
    // The pin, not the geocoder's snapped point, is where the customer said the rider should come.
    return draftFromGeocodedPlace({ street: null, area: null, building: null, ...place, coordinates });
  };
}
