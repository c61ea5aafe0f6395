import { lazy, type LazyExoticComponent } from 'react';
import { loadLaterTexts } from './i18n';

/** Whatever component React.lazy accepts, named without writing `any`. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A screen's React.lazy whose code can be asked for before the screen renders: once it has arrived, the render
 * takes it at once instead of suspending, so a screen the server drew is taken over in one pass (the frame and
 * the screen together) rather than the frame first and the screen once its code comes.
 */
export type PreloadableLazy<T extends LazyComponent> = LazyExoticComponent<T> & {
  readonly preload: () => Promise<void>;
};

/** A thenable that answers at once: React's lazy then renders the module without suspending. */
function alreadyArrived<M>(module: M): Promise<M> {
  const thenable: PromiseLike<M> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled(module) : (module as never)),
  };
  return thenable as Promise<M>;
}

function preloadableLazy<T extends LazyComponent>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let arrived: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (arrived = module),
      (error: unknown) => {
        // A failed download is asked for again by the next render or preload.
        loading = null;
        throw error;
      },
    ));
  const component = lazy(() => (arrived ? alreadyArrived(arrived) : start()));
  return Object.assign(component, { preload: () => start().then(() => undefined) });
}

/**
 * React.lazy for every screen and dialog but the first screen: the component renders once its code and every
 * screen's texts (downloaded after the first screen's) are in, so it never shows a bare key.
 */
export function lazyWithTexts<T extends LazyComponent>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  return preloadableLazy(() => Promise.all([load(), loadLaterTexts()]).then(([module]) => module));
}

/** React.lazy for the first screen's own chunk, which needs only the texts loaded before the first render. */
export function lazyFirstScreen<T extends LazyComponent>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  return preloadableLazy(load);
}
