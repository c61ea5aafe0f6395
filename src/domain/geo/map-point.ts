import type { Coordinates } from '../catalogue/store';
import { defaultMapCentre } from './default-map-centre';

/**
 * Where a map of a place centres: the place itself, or the spec's default position when the place has none.
 * 0, 0 counts as none: it is what an unset position reads as, and no store stands in the Gulf of Guinea.
 */
export function mapPointOf(point: Coordinates | null): Coordinates {
  if (point === null || !Number.isFinite(point.lat) || !Number.isFinite(point.long)) return defaultMapCentre;
  if (point.lat === 0 && point.long === 0) return defaultMapCentre;
  return point;
}
