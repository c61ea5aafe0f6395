import { useEffect, useState } from 'react';

/** How long the splash screen shows where the configuration enables it. */
export const splashDurationMs = 2000;

/** Whether the splash is over: at once when it is off, after 2 seconds when it is on. */
export function useSplashDone(enabled: boolean): boolean {
  const [done, setDone] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setDone(true), splashDurationMs);
    return () => clearTimeout(timer);
  }, [enabled]);
  return done;
}
