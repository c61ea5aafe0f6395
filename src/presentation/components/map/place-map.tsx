import { createElement, Suspense } from 'react';
import type { Coordinates } from '@/domain/catalogue/store';
import { useDependency } from '../../di/dependency-context';
import { interactiveMapToken } from './interactive-map';
import { defaultMapZoom } from './map-defaults';
import { StaticPlaceMap } from './static-place-map';

export interface PlaceMapProps {
  readonly centre: Coordinates;
  readonly zoom?: number;
  /** The map's accessible name. */
  readonly label: string;
  /** Moves the point where the customer clicks; only a real map can be clicked. */
  readonly onPick?: (point: Coordinates) => void;
}

/**
 * A point on a map: Google's map when the storefront has a maps key, loaded only when first shown;
 * otherwise, and while it loads or when it cannot, a static map with the coordinates.
 */
export function PlaceMap(props: PlaceMapProps) {
  const interactiveMap = useDependency(interactiveMapToken);
  const fallback = <StaticPlaceMap centre={props.centre} label={props.label} />;
  if (interactiveMap === null) return fallback;
  // The container hands out one component for the app's lifetime, so its identity never changes between
  // renders; createElement says so where JSX would look like a component made during render.
  const map = createElement(interactiveMap, {
    centre: props.centre,
    zoom: props.zoom ?? defaultMapZoom,
    label: props.label,
    fallback,
    ...(props.onPick ? { onPick: props.onPick } : {}),
  });
  return <Suspense fallback={fallback}>{map}</Suspense>;
}
