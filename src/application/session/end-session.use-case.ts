import type { SessionScopedData } from '../ports/session-scoped-data.port';
import type { SessionStore } from '../ports/session-store.port';

/** Ends the customer's session here: the cart, the order lists and the session itself are cleared. */
export type EndSession = () => Promise<void>;

/**
 * Every part is cleared even when another fails, so a broken cart storage never leaves the customer
 * signed in; the first failure is reported afterwards.
 */
export function createEndSession(deps: {
  sessionStore: SessionStore;
  sessionScopedData: SessionScopedData;
}): EndSession {
  return async () => {
    const results = await Promise.allSettled([
      deps.sessionScopedData.clearCart(),
      deps.sessionScopedData.clearOrderLists(),
      deps.sessionStore.clear(),
    ]);
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) throw failure.reason;
  };
}
