import { lazy, type ComponentType } from 'react';
import type { InteractiveMapLoader, InteractiveMapProps } from './interactive-map';

function ShownFallback(props: InteractiveMapProps) {
  return <>{props.fallback}</>;
}

/**
 * The real map as a component whose code is fetched on first render. Without network the code may not
 * arrive either; the static fallback then stays.
 */
export function lazyInteractiveMap(loader: InteractiveMapLoader): ComponentType<InteractiveMapProps> {
  return lazy<ComponentType<InteractiveMapProps>>(() =>
    loader().then(
      (map) => ({ default: map }),
      (failure: unknown) => {
        console.warn('The map could not be loaded', failure);
        return { default: ShownFallback };
      },
    ),
  );
}
