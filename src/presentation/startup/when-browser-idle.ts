/** The longest the deferred work waits for an idle moment once the page has loaded. */
export const idleTimeoutMs = 2000;

/**
 * Runs work once the page has loaded (the first screen's scripts and pictures are in) and the browser then
 * has an idle moment, or idleTimeoutMs after the load at the latest; where the browser has no
 * requestIdleCallback, on the next task after the load. Returns a function that cancels the work.
 */
export function whenBrowserIdle(work: () => void): () => void {
  let cancelIdle = () => undefined as void;
  const start = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => work(), { timeout: idleTimeoutMs });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const timer = window.setTimeout(work, 0);
      cancelIdle = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') {
    start();
    return () => cancelIdle();
  }
  window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle();
  };
}
