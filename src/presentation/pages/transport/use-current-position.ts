import { useState } from 'react';
import { featureTokens } from '@/application/tokens';
import { useFeatureLoader } from '../../di/dependency-context';
import type { PickedPlace } from './place-combobox';

/**
 * Where asking for the rider's position stands: `denied` when the browser gives none, `unnamed` when the
 * geocoder knows no place there (the rider then types one).
 */
export type PositionState = 'idle' | 'locating' | 'found' | 'denied' | 'unnamed';

/**
 * The browser's current position, asked only when the rider presses the button ("dynamic pickup"), named by the
 * host's geocoder: the pickup gets a place name a driver can read, never a sentence about a position.
 */
export function useCurrentPosition(onFound: (place: PickedPlace) => void) {
  const loadAddresses = useFeatureLoader(featureTokens.addresses);
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
        const point = { lat: position.coords.latitude, long: position.coords.longitude };
        void loadAddresses()
          .then(({ namePlace }) => namePlace(point))
          .then((name) => {
            if (name === null) {
              setState('unnamed');
              return;
            }
            setState('found');
            onFound({ description: name, ...point });
          });
      },
      () => setState('denied'),
      { maximumAge: 60_000, timeout: 20_000 },
    );
  };
  return { state, locate, reset: () => setState('idle') };
}
