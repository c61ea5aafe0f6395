/**
 * The load's one promise, shared by every caller; a failed load (a chunk lost to a network hiccup) is
 * forgotten, so the next call tries again instead of failing for the rest of the visit.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    }));
}

/** A port whose every member is a method answering a promise, so a call can wait for the adapter to load. */
type AsyncPort<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

/**
 * A stand-in for an adapter that loads its code (and the contracts it parses with) on its first call, so
 * screens the first page does not show keep their HTTP code out of the first download. Every call waits for
 * the one load and then goes to the real adapter.
 */
export function lazyPort<T extends AsyncPort<T>>(load: () => Promise<T>): T {
  return lazyPortAnswering<T, never>(load, {} as Pick<T, never>);
}

/**
 * Like lazyPort, for a port or use case with a few synchronous members that need none of the loaded code
 * (such as a flow's `reset()` to its initial state): those are answered at once by `atOnce`; every other
 * member must answer a promise, and waits for the load.
 */
export function lazyPortAnswering<
  T extends { [M in Exclude<keyof T, K>]: (...args: never[]) => Promise<unknown> },
  K extends keyof T = never,
>(load: () => Promise<T>, atOnce: Pick<T, K>): T {
  const adapter = loadOnce(load);
  return new Proxy({} as T & object, {
    get(_target, member) {
      if (Object.hasOwn(atOnce, member)) return (atOnce as Record<PropertyKey, unknown>)[member];
      // Not a thenable: a promise resolved with this stand-in must not try to follow it.
      if (member === 'then') return undefined;
      return (...args: unknown[]) =>
        adapter().then((real) => {
          const method = real[member as keyof T] as unknown as (...callArgs: unknown[]) => Promise<unknown>;
          return method.apply(real, args);
        });
    },
  });
}

/** A use case that is one function answering a promise. */
type AsyncFunction = (...args: never[]) => Promise<unknown>;

/**
 * A stand-in for such a use case whose code (with the domain rules it applies) loads on its first call, so
 * the screens that use it bring it rather than the first page. Every call waits for the one load.
 */
export function lazyFunction<F extends AsyncFunction>(load: () => Promise<F>): F {
  const loaded = loadOnce(load);
  const lazy = (...args: Parameters<F>) => loaded().then((real) => real(...args));
  return lazy as F;
}

/** What a use-case factory is given, named where it is bound without importing the factory's code. */
export type DepsOf<F extends (deps: never) => unknown> = Parameters<F>[0];

/** A synchronous subscribe: starts listening and answers the function that stops it. */
type Subscribe<A extends unknown[]> = (...args: A) => () => void;

/**
 * A subscribe member of an adapter whose code is still loading: it answers its stop function at once, and
 * the real subscription starts when the code is there (unless stopped before). `ifLoadFails` hears of a
 * load that failed, with the arguments of the subscription that will not start.
 */
export function subscribeOnceLoaded<A extends unknown[]>(
  load: () => Promise<Subscribe<A>>,
  ifLoadFails: (...args: A) => void = () => undefined,
): Subscribe<A> {
  return (...args) => {
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    load().then(
      (subscribe) => {
        if (!stopped) unsubscribe = subscribe(...args);
      },
      () => {
        if (!stopped) ifLoadFails(...args);
      },
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  };
}
