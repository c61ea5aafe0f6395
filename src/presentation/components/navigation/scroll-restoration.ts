import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { sessionScrollPositions } from './scroll-positions';

const positions = sessionScrollPositions(() => window.sessionStorage);

/**
 * The first entry of every visit has the key "default", whatever its page: its position is kept under this
 * document's own name, so going back to it restores it while a later visit (another document) does not.
 */
const thisDocument = Math.random().toString(36).slice(2);

/** What says the customer took over the scrolling; a restore still waiting for data then stands down. */
const userScrollEvents = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/** Scrolls the window where the environment can (jsdom without a mock cannot). */
export function scrollWindowTo(top: number, behavior: ScrollBehavior = 'auto'): void {
  if (typeof window.scrollTo === 'function') window.scrollTo({ top, behavior });
}

/**
 * Back and forward return a page to where it was scrolled; a new navigation to the page starts at its top.
 * The router is not a data router, so react-router's ScrollRestoration cannot be used: positions are kept per
 * history entry (location.key) in session storage.
 *
 * `ready` says the page's data has rendered. The position is applied each time the page becomes ready until
 * the customer scrolls by themselves: a page may first show the data still in the store, then its skeleton
 * while it asks again (which shortens the page and loses the position), then the answer.
 * Navigations inside a mounted page (a pager, a tab, a chip) other than back and forward are left to the
 * page, which knows where they should scroll.
 */
export function useScrollRestoration(ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = location.key === 'default' ? `default ${thisDocument}` : location.key;
  const entry = `${key} ${location.pathname}${location.search}`;
  const mounted = useRef(false);
  const lastTop = useRef(0);
  const pendingTop = useRef<number | null>(null);

  // The browser's own restoration would run before the data is back, and then fight this one.
  useEffect(() => {
    const history = window.history;
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect: its clean-up must record the position before the next page's render moves it.
  useLayoutEffect(() => {
    const arrivedNow = !mounted.current;
    mounted.current = true;
    if (navigationType === 'POP') {
      pendingTop.current = positions.read(entry) ?? null;
    } else {
      pendingTop.current = null;
      if (arrivedNow) scrollWindowTo(0);
    }
    lastTop.current = window.scrollY;
    const onScroll = () => {
      lastTop.current = window.scrollY;
    };
    const standDown = () => {
      pendingTop.current = null;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of userScrollEvents) window.addEventListener(type, standDown, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const type of userScrollEvents) window.removeEventListener(type, standDown);
      positions.write(entry, pendingTop.current ?? lastTop.current);
    };
  }, [entry, navigationType]);

  useEffect(() => {
    if (!ready || pendingTop.current === null) return undefined;
    // After the current task: the rendered data has been laid out by then.
    const timer = window.setTimeout(() => {
      if (pendingTop.current !== null) scrollWindowTo(pendingTop.current);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [ready, entry]);
}
