import { useEffect, useRef } from 'react';

/** Calls `onVisible` each time the browser tab is shown again after being hidden. */
export function useVisibleAgain(onVisible: () => void): void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const listener = () => {
      if (document.visibilityState === 'visible') callback.current();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }, []);
}
