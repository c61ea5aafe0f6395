import type { Coordinates } from '../catalogue/store';
import { greatCircleDistanceKm } from './great-circle-distance';

/** Where a store delivers: a circle around its coordinates. Both Store and ProductStore fit this shape. */
export interface ServiceArea {
  readonly coordinates: Coordinates | null;
  /** Kilometres; null, 0 or less means the store sets no limit. */
  readonly serviceAreaRadiusKm: number | null;
}

/**
 * Float noise must not decide the edge: a customer standing exactly on the circle is inside, even when
 * the trigonometry lands a millimetre beyond it.
 */
const edgeToleranceKm = 1e-6;

function isKnown(point: Coordinates | null | undefined): point is Coordinates {
  return point !== null && point !== undefined && Number.isFinite(point.lat) && Number.isFinite(point.long);
}

/**
 * The store delivers to the customer. Whatever is unknown cannot exclude anyone: without the customer's
 * location, the store's coordinates or a positive radius, the customer counts as inside. The edge is inside.
 * The add-to-cart gate and the listing's "not in your delivery area" both ask this.
 */
export function isWithinServiceArea(customer: Coordinates | null | undefined, area: ServiceArea): boolean {
  const radius = area.serviceAreaRadiusKm;
  if (!isKnown(customer) || !isKnown(area.coordinates) || radius === null || !(radius > 0)) return true;
  return greatCircleDistanceKm(customer, area.coordinates) <= radius + edgeToleranceKm;
}
