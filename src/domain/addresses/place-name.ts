import type { GeocodedPlace } from './address-draft';

/**
 * How a rider or driver reads a geocoded place: the geocoder's own label, else the street and house with the
 * area; null when the geocoder named nothing.
 */
export function placeNameOf(place: GeocodedPlace | null): string | null {
  if (place === null) return null;
  const label = place.label?.trim();
  if (label) return label;
  const streetAddress = [place.street, place.building].filter((part) => part && part.trim() !== '').join(' ');
  const name = [streetAddress, place.area?.trim() ?? ''].filter((part) => part !== '').join(', ');
  return name === '' ? null : name;
}
