import { remainingSeconds } from './countdown';
import { showsCountdown, showsPreparationTime } from './order-progress';
import { preparationEndsAt, type OrderSummary } from './order-summary';

export type PreparationDisplay =
  { readonly kind: 'COUNTDOWN'; readonly remainingSeconds: number } | { readonly kind: 'STATUS_IMAGE' };

/**
 * The confirmation screen shows either the preparation countdown or the status image. The countdown needs
 * all three: a status that shows the preparation time, the configuration flag, and time left.
 */
export function preparationDisplay(order: OrderSummary, countdownEnabled: boolean, now: number): PreparationDisplay {
  const remaining = remainingSeconds(preparationEndsAt(order), now);
  return showsPreparationTime(order.status) && showsCountdown(countdownEnabled, remaining)
    ? { kind: 'COUNTDOWN', remainingSeconds: remaining }
    : { kind: 'STATUS_IMAGE' };
}
