import { useEffect, useRef } from 'react';

/** The user timing set when the first screen has come alive; `npm run bench:web` reads it from Lighthouse's trace. */
export const firstScreenInteractiveMark = 'storefront:first-screen-interactive';

let marked = false;
const aliveListeners = new Set<() => void>();

/**
 * Calls back once the page's first screen has come alive (at once when it already has); the unsubscribe it
 * answers drops a call not yet made. The guest's sign-in on a screen the server drew waits for this, so the request
 * library arrives after the screen answers input rather than before.
 */
export function whenFirstScreenAlive(listener: () => void): () => void {
  if (marked) {
    listener();
    return () => undefined;
  }
  aliveListeners.add(listener);
  return () => {
    aliveListeners.delete(listener);
  };
}

/**
 * Rendered beside the page in the shell's suspense boundary, so its effect runs in the commit that attaches the
 * page's handlers (the server's drawing taken over, or the page drawn here): from that moment the screen answers
 * input. Tells the shell (`onAlive`), which starts its own work then rather than while the screen still waits for
 * its code, and sets the user timing once per page load.
 */
export function ScreenAlive(props: { readonly onAlive: () => void }) {
  const onAlive = useRef(props.onAlive);
  useEffect(() => {
    onAlive.current();
    if (marked) return;
    marked = true;
    globalThis.performance?.mark?.(firstScreenInteractiveMark);
    for (const listener of aliveListeners) listener();
    aliveListeners.clear();
  }, []);
  return null;
}
