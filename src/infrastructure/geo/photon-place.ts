import type { PhotonFeature } from '@/contract/geocoder/photon.contract';
import type { GeocodedPlace } from '@/domain/addresses/address-draft';
import type { Coordinates } from '@/domain/catalogue/store';

/** Where a Photon feature lies (GeoJSON keeps longitude first). */
export function pointOf(feature: PhotonFeature): Coordinates {
  const [long, lat] = feature.geometry.coordinates;
  return { lat, long };
}

/**
 * What a rider reads for a found place: its name, the street address unless the name is the street, and the
 * district and city, each once ("Kampin keskus, Urho Kekkosen katu 1, Kamppi, Helsinki").
 */
export function labelOf(feature: PhotonFeature): string {
  const { name, street, housenumber, district, city } = feature.properties;
  const streetAddress = street ? [street, housenumber].filter(Boolean).join(' ') : undefined;
  const parts = [name, streetAddress === name ? undefined : streetAddress, district, city];
  const seen = new Set<string>();
  return parts
    .filter((part): part is string => part !== undefined && part.trim() !== '')
    .filter((part) => (seen.has(part) ? false : (seen.add(part), true)))
    .join(', ');
}

/** A feature as the address form's prefill reads it: the named street, the area, the house, and a place name. */
export function geocodedPlaceOf(feature: PhotonFeature): GeocodedPlace {
  const { name, street, housenumber, district, locality, city, type } = feature.properties;
  return {
    coordinates: pointOf(feature),
    street: street ?? (type === 'street' ? (name ?? null) : null),
    area: district ?? locality ?? city ?? null,
    building: housenumber ?? null,
    label: labelOf(feature),
  };
}
