import { shouldReloadForIdleness } from '@/domain/transport/idle-reload';
import type { Clock } from '../ports/clock.port';
import type { PageReloader } from '../ports/page-reloader.port';

/**
 * A transport page left idle reloads: after 10 minutes without activity on the main page or the location
 * pickup page. The page reports activity and asks for a check on its own timer.
 */
export interface TransportIdleReload {
  /** The customer touched the page; the idle time starts again. */
  activity(): void;

  /** Reloads the page when it has been idle long enough on a page that reloads; says whether it did. */
  check(path: string): boolean;
}

export function createTransportIdleReload(deps: { clock: Clock; pageReloader: PageReloader }): TransportIdleReload {
  let lastActivityAt = deps.clock.now();
  return {
    activity() {
      lastActivityAt = deps.clock.now();
    },
    check(path) {
      const now = deps.clock.now();
      if (!shouldReloadForIdleness(path, lastActivityAt, now)) return false;
      // The reload restarts the page; counting it as activity keeps a page that survives it from reloading in a loop.
      lastActivityAt = now;
      deps.pageReloader.reload();
      return true;
    },
  };
}
