/** The longest the deferred work waits for an idle moment once the first screen's downloads have settled. */
export const idleTimeoutMs = 2000;
/** How long no download may finish before the first screen's downloads count as settled. */
export const quietNetworkMs = 500;
/** The longest the deferred work waits for the downloads to settle after the load (a page that keeps loading). */
export const quietNetworkWaitLimitMs = 5000;

type Cancel = () => void;

/**
 * Runs work once the page has loaded, its first downloads have settled (no script, picture or API answer finished
 * for quietNetworkMs; the load event does not wait for API answers nor for the pictures they name) and the
 * browser then has an idle moment. Where the browser cannot tell finished downloads, it skips that wait; where it
 * has no requestIdleCallback, it takes the next task. Returns a function that cancels the work.
 */
export function whenBrowserIdle(work: () => void): Cancel {
  let cancelStep: Cancel = () => undefined;
  const afterLoad = () => {
    cancelStep = afterQuietNetwork(() => {
      cancelStep = onIdle(work);
    });
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancelStep();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelStep();
  };
}

function afterQuietNetwork(then: () => void): Cancel {
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('resource')) {
    then();
    return () => undefined;
  }
  let quiet = window.setTimeout(settle, quietNetworkMs);
  const limit = window.setTimeout(settle, quietNetworkWaitLimitMs);
  const observer = new PerformanceObserver(() => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(settle, quietNetworkMs);
  });
  observer.observe({ type: 'resource' });
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(limit);
  }
  function settle(): void {
    stop();
    then();
  }
  return stop;
}

function onIdle(work: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: idleTimeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, 0);
  return () => window.clearTimeout(timer);
}
