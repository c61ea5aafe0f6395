import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { GeocodedPlace } from '@/domain/addresses/address-draft';
import type { Coordinates } from '@/domain/catalogue/store';
import type { PhotonClient } from './photon-client';
import { geocodedPlaceOf } from './photon-place';

/**
 * Names a point with a Photon geocoder's reverse call: the nearest place it knows, or null when it knows none
 * near enough.
 * @throws AppError when Photon cannot be reached or answers what is not Photon's shape.
 */
export class PhotonAddressLookup implements AddressLookup {
  constructor(private readonly photon: PhotonClient) {}

  async placeAt(coordinates: Coordinates): Promise<GeocodedPlace | null> {
    const nearest = (await this.photon.reverse(coordinates)).features[0];
    return nearest ? geocodedPlaceOf(nearest) : null;
  }
}
