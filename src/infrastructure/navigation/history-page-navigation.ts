import type { PageNavigation } from '@/application/ports/page-navigation.port';

/**
 * Moves the single-page app to a path through the browser's history. The router listens to popstate only,
 * so the event is raised after pushing: the router then shows the new path without a page load.
 */
export class HistoryPageNavigation implements PageNavigation {
  goTo(path: string): void {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }
}
