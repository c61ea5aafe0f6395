import type { Coordinates } from '../catalogue/store';

/**
 * The spec's default map centre (Karachi): the default of a host's map centre (where a map starts without a point)
 * and of the fixed position every request carries.
 */
export const defaultMapCentre: Coordinates = { lat: 24.85, long: 67.01 };
