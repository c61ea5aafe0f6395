import type { Clock } from '@/application/ports/clock.port';
import type { Ticker } from '@/application/ports/ticker.port';
import type { PrototypesFeature } from '@/application/prototypes/prototypes.feature';
import { createWatchDealCountdown } from '@/application/prototypes/watch-deal-countdown.use-case';

export interface PrototypesPorts {
  readonly clock: Clock;
  readonly ticker: Ticker;
}

export function createPrototypesFeature(ports: PrototypesPorts): PrototypesFeature {
  return { watchDealCountdown: createWatchDealCountdown({ clock: ports.clock, ticker: ports.ticker }) };
}
