import type { DependencyResolver, Token } from '@/application/tokens';
import { useCaseTokens } from '@/application/tokens';
import type { TrackOrder } from '@/application/order/track-order.use-case';
import { interactiveMapToken } from '@/presentation/components/map/interactive-map';
import type { CheckForNewVersionWhenDue } from '@/application/version/check-for-new-version-when-due.use-case';

/** The app shell follows live order updates on every screen; a test that binds none gets a silent stream. */
const silentTracking: TrackOrder = {
  showOrder: (invoiceQueryId) => Promise.reject(new Error(`No fake bound for TrackOrder (${invoiceQueryId})`)),
  followUpdates: () => () => undefined,
  followReopens: () => () => undefined,
};
const silentDefaults = new Map<symbol, unknown>([[useCaseTokens.trackOrder, silentTracking]]);
// Screens with a map (the merchant info dialog) show the static map unless a test binds a real one.
silentDefaults.set(interactiveMapToken, null);
/** The app shell checks for a new version on every screen; a test that binds none is always up to date. */
const upToDate: CheckForNewVersionWhenDue = () => Promise.resolve({ outcome: 'UP_TO_DATE' });
silentDefaults.set(useCaseTokens.checkForNewVersionWhenDue, upToDate);

/** A resolver over a plain map of fakes: tests swap one use case or port at a time. */
export function fakeResolver(bindings: ReadonlyArray<readonly [Token<unknown>, unknown]>): DependencyResolver {
  const map = new Map<symbol, unknown>(bindings);
  return {
    resolve<T>(key: Token<T>): T {
      if (!map.has(key) && silentDefaults.has(key)) return silentDefaults.get(key) as T;
      if (!map.has(key)) throw new Error(`No fake bound for ${key.description ?? 'a token'}`);
      return map.get(key) as T;
    },
  };
}
