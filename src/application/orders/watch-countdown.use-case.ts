import { remainingSeconds } from '@/domain/orders/countdown';
import type { Clock } from '../ports/clock.port';
import type { Ticker } from '../ports/ticker.port';

export interface CountdownRequest {
  /** The instant the countdown ends, epoch ms. */
  readonly endsAt: number;
  /** Called at once with the seconds left, then after every tick. */
  readonly onTick?: (remainingSeconds: number) => void;
  /** Called exactly once, when the countdown reaches zero. */
  readonly onZero: () => void;
}

/**
 * A countdown on screen (the preparation countdown): ticks every second, reads the time from the clock at
 * each tick (so a late tick never drifts), calls back once at zero and then stops ticking. A countdown
 * that has already ended calls back at once and never starts the ticker. Returns the function that stops it.
 */
export type WatchCountdown = (request: CountdownRequest) => () => void;

const tickMs = 1000;

export function createWatchCountdown(deps: { clock: Clock; ticker: Ticker }): WatchCountdown {
  return ({ endsAt, onTick, onZero }) => {
    const atStart = remainingSeconds(endsAt, deps.clock.now());
    onTick?.(atStart);
    if (atStart === 0) {
      onZero();
      return () => undefined;
    }
    let running = true;
    const stop = (): void => {
      if (!running) return;
      running = false;
      cancelTicker();
    };
    const cancelTicker = deps.ticker.every(tickMs, () => {
      if (!running) return;
      const left = remainingSeconds(endsAt, deps.clock.now());
      onTick?.(left);
      if (left === 0) {
        stop();
        onZero();
      }
    });
    return stop;
  };
}
