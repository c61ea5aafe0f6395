import type { Coordinates } from '@/domain/catalogue/store';

/** A typed coordinate, or null when it is not a number inside its range. Comma decimals are accepted. */
export function parsedCoordinate(text: string, limit: 90 | 180): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Math.abs(value) <= limit ? value : null;
}

/** The picker's text fields for a point. */
export function coordinateTexts(point: Coordinates): { lat: string; long: string } {
  return { lat: String(point.lat), long: String(point.long) };
}
