import type { Coordinates } from '../catalog/store';

/** The spec's default map centre (Karachi): where a map starts without a point, and the fixed request position. */
export const defaultMapCentre: Coordinates = { lat: 24.85, long: 67.01 };
