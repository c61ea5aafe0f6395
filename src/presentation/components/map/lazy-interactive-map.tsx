import type { ComponentType } from 'react';
import type { InteractiveMapLoader, InteractiveMapProps } from './interactive-map';
import { lazyWithTexts } from '../../i18n/lazy-with-texts';

function ShownFallback(props: InteractiveMapProps) {
  return <>{props.fallback}</>;
}

/**
 * The real map as a component whose code is fetched on first render. Without network the code may not
 * arrive either; the static fallback then stays.
 */
export function lazyInteractiveMap(loader: InteractiveMapLoader): ComponentType<InteractiveMapProps> {
  return lazyWithTexts<ComponentType<InteractiveMapProps>>(() =>
    loader().then(
      (map) => ({ default: map }),
      (failure: unknown) => {
        console.warn('The map could not be loaded', failure);
        return { default: ShownFallback };
      },
    ),
  );
}
