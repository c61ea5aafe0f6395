import type { Coordinates } from '../catalogue/store';

/** The mean earth radius the service-area rule is stated in. */
export const earthRadiusKm = 6371;

const radiansPerDegree = Math.PI / 180;

/**
 * Distance in kilometres between two points along the earth's surface (haversine, spherical earth).
 * Symmetric, never negative, zero for the same point; crossing the antimeridian or a pole takes the short way.
 */
export function greatCircleDistanceKm(from: Coordinates, to: Coordinates): number {
  const fromLat = from.lat * radiansPerDegree;
  const toLat = to.lat * radiansPerDegree;
  const halfLatDelta = (toLat - fromLat) / 2;
  const halfLongDelta = ((to.long - from.long) * radiansPerDegree) / 2;
  const haversine = Math.sin(halfLatDelta) ** 2 + Math.cos(fromLat) * Math.cos(toLat) * Math.sin(halfLongDelta) ** 2;
  // Rounding can push the haversine a hair outside [0, 1] for antipodal points; clamp so the root stays real.
  const clamped = Math.min(1, Math.max(0, haversine));
  return 2 * earthRadiusKm * Math.atan2(Math.sqrt(clamped), Math.sqrt(1 - clamped));
}
