import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { GeocodedPlace } from '@/domain/address/address-draft';

/** Used when no maps key is configured: the form simply starts empty at the pin. */
export class NoAddressLookup implements AddressLookup {
  async placeAt(): Promise<GeocodedPlace | null> {
    return null;
  }
}
