import type { Coordinates } from '@/domain/catalog/store';

/** The spec's default map centre (Karachi) and zoom, where the picker starts without a point. */
export const defaultMapCentre: Coordinates = { lat: 24.85, long: 67.01 };
export const defaultMapZoom = 15;
