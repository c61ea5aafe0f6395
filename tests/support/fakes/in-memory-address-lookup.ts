import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { GeocodedPlace } from '@/domain/addresses/address-draft';
import type { Coordinates } from '@/domain/catalogue/store';

/** A geocoder that knows the one place a test tells it about, or fails when told to. */
export class InMemoryAddressLookup implements AddressLookup {
  place: Omit<GeocodedPlace, 'coordinates'> | null = null;
  failWith: Error | null = null;

  async placeAt(coordinates: Coordinates): Promise<GeocodedPlace | null> {
    if (this.failWith) throw this.failWith;
    return this.place ? { ...this.place, coordinates } : null;
  }
}
