import { earthRadiusKm } from '@/domain/geo/great-circle-distance';
import type { Coordinates } from '@/domain/catalogue/store';

const bearings = { north: 0, east: 90, south: 180, west: 270 } as const;
export type Direction = keyof typeof bearings;

export function isDirection(word: string): word is Direction {
  return word in bearings;
}

const radians = (degrees: number): number => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number): number => (radiansValue * 180) / Math.PI;

/** The point a walk of `distanceKm` along a great circle in that direction reaches, for "5 km north of". */
export function pointFrom(start: Coordinates, distanceKm: number, direction: Direction): Coordinates {
  const angle = distanceKm / earthRadiusKm;
  const bearing = radians(bearings[direction]);
  const lat = radians(start.lat);
  const toLat = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing));
  const toLong =
    radians(start.long) +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat), Math.cos(angle) - Math.sin(lat) * Math.sin(toLat));
  return { lat: degrees(toLat), long: degrees(toLong) };
}
