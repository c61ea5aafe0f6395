import type { ComponentType, ReactNode } from 'react';
import type { Token } from '@/application/tokens';
import type { Coordinates } from '@/domain/catalogue/store';

/** What <PlaceMap> hands a real map (Google's, when a key is configured). */
export interface InteractiveMapProps {
  readonly centre: Coordinates;
  readonly zoom: number;
  readonly label: string;
  readonly onPick?: (point: Coordinates) => void;
  /** Shown while the map loads and when it cannot load. */
  readonly fallback: ReactNode;
}

/** Loads the map's code on first use, so the first screen's bundle carries none of it. */
export type InteractiveMapLoader = () => Promise<ComponentType<InteractiveMapProps>>;

/**
 * The real map, bound by the composition root (see lazyInteractiveMap): null without a maps key, so the
 * static map shows. A presentation token, not a use case: it hands out a component.
 */
export const interactiveMapToken = Symbol('InteractiveMap') as Token<ComponentType<InteractiveMapProps> | null>;
