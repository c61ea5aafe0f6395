import { useEffect, useState } from 'react';
import { whenBrowserIdle } from './when-browser-idle';

/**
 * False until the first screen is in and the browser is idle: work no first-screen pixel waits for (the event
 * stream, the version check, the footer's version line) starts then, instead of competing with the first
 * screen for the network and the main thread.
 */
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => whenBrowserIdle(() => setAfter(true)), []);
  return after;
}
