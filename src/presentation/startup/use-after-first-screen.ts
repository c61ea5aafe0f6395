import { useEffect, useState } from 'react';
import { whenBrowserIdle } from './when-browser-idle';

/**
 * False until the first screen is in and the browser is idle: work no first-screen pixel waits for (the event
 * stream, the version check, the footer's version line) starts then, instead of competing with the first
 * screen for the network and the main thread. `screenAlive`: the caller knows when its screen came alive (the
 * shell), and the wait for idle starts only then; the code the screen still waits for leaves the browser idle.
 */
export function useAfterFirstScreen(screenAlive = true): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => (screenAlive ? whenBrowserIdle(() => setAfter(true)) : undefined), [screenAlive]);
  return after;
}
