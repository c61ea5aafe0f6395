import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport's width in CSS px, following every resize (a phone turned, a window dragged narrower). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    // Drawn without a browser (the server's first screen), a phone's width: the narrowest layout is the safe one.
    () => 360,
  );
}
