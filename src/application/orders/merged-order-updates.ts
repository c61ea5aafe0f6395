import type { OrderUpdates } from '../ports/order-updates.port';

/**
 * Several sources of order messages (the real-time stream, push messages) as one: a listener hears each of
 * them, and is told of a reopen by whichever source can lose messages.
 */
export function mergeOrderUpdates(sources: readonly OrderUpdates[]): OrderUpdates {
  return {
    subscribe(onUpdate) {
      const stops = sources.map((source) => source.subscribe(onUpdate));
      return () => {
        for (const stop of stops) stop();
      };
    },
    onReopened(onReopened) {
      const stops = sources.map((source) => source.onReopened?.(onReopened) ?? (() => undefined));
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}
