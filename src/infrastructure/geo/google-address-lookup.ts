import type { AddressLookup } from '@/application/ports/address-lookup.port';
import type { GeocodedPlace } from '@/domain/addresses/address-draft';
import type { Coordinates } from '@/domain/catalogue/store';

interface AddressComponent {
  readonly long_name: string;
  readonly types: readonly string[];
}

interface GeocoderResult {
  readonly address_components: readonly AddressComponent[];
}

/** The part of Google's geocoder this adapter uses, so it needs no global type declarations. */
export interface Geocoder {
  geocode(request: { location: { lat: number; lng: number } }): Promise<{ results: readonly GeocoderResult[] }>;
}

/** Google's geocoder once the maps script is on the page, else null (no key, not loaded yet, no network). */
export function loadedGoogleGeocoder(): Geocoder | null {
  const maps = (globalThis as { google?: { maps?: { Geocoder?: new () => Geocoder } } }).google?.maps;
  return maps?.Geocoder ? new maps.Geocoder() : null;
}

function part(components: readonly AddressComponent[], ...types: string[]): string | null {
  for (const type of types) {
    const found = components.find((component) => component.types.includes(type));
    if (found) return found.long_name;
  }
  return null;
}

/**
 * Names the place under the pin with Google's geocoder, only when the storefront has a maps key and the
 * script has loaded. The spec wants geocoding failures only logged, so every failure resolves to null.
 */
export class GoogleAddressLookup implements AddressLookup {
  constructor(private readonly geocoder: () => Geocoder | null = loadedGoogleGeocoder) {}

  async placeAt(coordinates: Coordinates): Promise<GeocodedPlace | null> {
    const geocoder = this.geocoder();
    if (geocoder === null) return null;
    try {
      const { results } = await geocoder.geocode({ location: { lat: coordinates.lat, lng: coordinates.long } });
      const components = results[0]?.address_components;
      if (!components) return null;
      return {
        coordinates,
        street: part(components, 'route'),
        area: part(components, 'sublocality_level_1', 'sublocality', 'neighborhood', 'locality'),
        building: part(components, 'premise', 'street_number'),
      };
    } catch (failure) {
      console.warn('Geocoding failed', failure);
      return null;
    }
  }
}
