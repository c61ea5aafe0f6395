import type { Clock } from '../ports/clock.port';
import type { Ticker } from '../ports/ticker.port';
import { createWatchCountdown } from './watch-countdown.use-case';

export interface DealCountdownRequest {
  /** How long the deal runs from the moment it is shown, in seconds. */
  readonly runsForSeconds: number;
  /** Called at once with the seconds left, then after every tick, the last time with 0. */
  readonly onTick: (remainingSeconds: number) => void;
}

/**
 * The countdown of a sample deal on the prototype screens: the deal ends a fixed time after it is first shown
 * (sample data has no real end), and counts down every second as the order's countdown does, with the same
 * clock and ticker. Returns the function that stops it.
 */
export type WatchDealCountdown = (request: DealCountdownRequest) => () => void;

export function createWatchDealCountdown(deps: { clock: Clock; ticker: Ticker }): WatchDealCountdown {
  const watchCountdown = createWatchCountdown(deps);
  return ({ runsForSeconds, onTick }) =>
    watchCountdown({
      endsAt: deps.clock.now() + runsForSeconds * 1000,
      onTick,
      // The last tick has told of zero already.
      onZero: () => undefined,
    });
}
