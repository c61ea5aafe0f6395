/**
 * The address's point on OpenStreetMap, zoomed to a street: what a rider opens to find the door. The marker
 * (mlat/mlon) shows the exact point; the fragment centres the map on it.
 */
export function mapLinkOf(lat: number, long: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${long}#map=17/${lat}/${long}`;
}
