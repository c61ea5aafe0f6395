import type { OrderStatus } from './order-status';
import { showsCountdown, showsPreparationTime } from './order-progress';

export type PreparationDisplay =
  { readonly kind: 'COUNTDOWN'; readonly remainingSeconds: number } | { readonly kind: 'STATUS_IMAGE' };

/**
 * The confirmation screen shows either the preparation countdown or the status image. The countdown needs
 * all three: a status that shows the preparation time, the configuration flag, and time left.
 * @param remainingSeconds the countdown's latest reading; null before its first tick.
 */
export function preparationDisplay(
  status: OrderStatus,
  countdownEnabled: boolean,
  remainingSeconds: number | null,
): PreparationDisplay {
  return remainingSeconds !== null && showsPreparationTime(status) && showsCountdown(countdownEnabled, remainingSeconds)
    ? { kind: 'COUNTDOWN', remainingSeconds }
    : { kind: 'STATUS_IMAGE' };
}
