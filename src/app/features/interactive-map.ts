import type { ComponentType } from 'react';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import type { InteractiveMapProps } from '@/presentation/components/map/interactive-map';
import { lazyInteractiveMap } from '@/presentation/components/map/lazy-interactive-map';

/**
 * The real map (Google's) when a maps key is configured, null for the static map. Google's map is a chunk of its
 * own, fetched when a map is first shown.
 */
export function interactiveMapOf(config: StorefrontConfig): ComponentType<InteractiveMapProps> | null {
  const mapsApiKey = config.mapsApiKey;
  return mapsApiKey
    ? lazyInteractiveMap(() =>
        import(/* webpackChunkName: "google-map" */ '@/infrastructure/geo/google-place-map').then((module) =>
          module.createGooglePlaceMap(mapsApiKey),
        ),
      )
    : null;
}
