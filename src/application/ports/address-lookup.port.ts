import type { Coordinates } from '@/domain/catalogue/store';
import type { GeocodedPlace } from '@/domain/addresses/address-draft';

/** Names the place under the customer's map pin, so the address form starts half filled. */
export interface AddressLookup {
  /**
   * What a geocoding service knows of a point: street, area, building, each possibly missing.
   * Resolves to null when the service knows nothing there.
   * @throws AppError when the service cannot be reached.
   */
  placeAt(coordinates: Coordinates): Promise<GeocodedPlace | null>;
}
