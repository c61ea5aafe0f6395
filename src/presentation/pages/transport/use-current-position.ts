import { useState } from 'react';
import type { Coordinates } from '@/domain/catalog/store';

export type PositionState = 'idle' | 'locating' | 'found' | 'denied';

/** The browser's current position, asked only when the customer presses the button ("dynamic pickup"). */
export function useCurrentPosition(onFound: (point: Coordinates) => void) {
  const [state, setState] = useState<PositionState>('idle');
  const locate = () => {
    const geolocation = globalThis.navigator?.geolocation;
    if (!geolocation) {
      setState('denied');
      return;
    }
    setState('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setState('found');
        onFound({ lat: position.coords.latitude, long: position.coords.longitude });
      },
      () => setState('denied'),
      { maximumAge: 60_000, timeout: 20_000 },
    );
  };
  return { state, locate, reset: () => setState('idle') };
}
