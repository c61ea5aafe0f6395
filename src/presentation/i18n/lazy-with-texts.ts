import { lazy, type LazyExoticComponent } from 'react';
import { loadLaterTexts } from './i18n';

/** Whatever component React.lazy accepts, named without writing `any`. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * React.lazy for every screen and dialog but the first screen: the component renders once its code and every
 * screen's texts (downloaded after the first screen's) are in, so it never shows a bare key.
 */
export function lazyWithTexts<T extends LazyComponent>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => Promise.all([load(), loadLaterTexts()]).then(([module]) => module));
}

/** React.lazy for the first screen's own chunk, which needs only the texts loaded before the first render. */
export function lazyFirstScreen<T extends LazyComponent>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(load);
}
