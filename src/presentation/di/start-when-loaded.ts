/**
 * Starts something (a subscription, a countdown) once a feature's code has loaded, and answers the way to
 * stop it at once, so an effect can return it. Stopped before the load, it never starts; `ifLoadFails`
 * hears of a load that failed (unless stopped before).
 */
export function startWhenLoaded<F>(
  load: () => Promise<F>,
  start: (feature: F) => () => void,
  ifLoadFails: () => void = () => undefined,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  load().then(
    (feature) => {
      if (!stopped) stop = start(feature);
    },
    () => {
      if (!stopped) ifLoadFails();
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
