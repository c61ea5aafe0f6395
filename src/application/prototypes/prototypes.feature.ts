import type { WatchDealCountdown } from './watch-deal-countdown.use-case';

/** What the prototype screens (sample layouts, static forms) need beyond their hard-coded data. */
export interface PrototypesFeature {
  readonly watchDealCountdown: WatchDealCountdown;
}
