import type { OrderStatus } from './order-status';

/** Which of the three progress-bar segments are filled. */
export type ProgressSegments = readonly [boolean, boolean, boolean];

/** How far along each status is on the progress bar; cancelled and unknown orders fill none. */
const filledSegmentCount: Readonly<Record<OrderStatus, 0 | 1 | 2 | 3>> = {
  order_pending: 1,
  order_confirmed: 2,
  order_dispatched: 3,
  order_delivered: 3,
  order_cancelled: 0,
  unknown: 0,
};

/**
 * Segment 1 fills for pending, confirmed, dispatched and delivered; segment 2 for confirmed, dispatched and
 * delivered; segment 3 for dispatched and delivered. Filled segments are always a prefix of the bar.
 */
export function progressSegments(status: OrderStatus): ProgressSegments {
  const filled = filledSegmentCount[status];
  return [filled >= 1, filled >= 2, filled >= 3];
}

/** A step of the order-detail stepper; 0 means no step is reached (cancelled or unknown). */
export type DetailStep = 0 | 1 | 2 | 3 | 4;

const detailStepOf: Readonly<Record<OrderStatus, DetailStep>> = {
  order_pending: 1,
  order_confirmed: 2,
  order_dispatched: 3,
  order_delivered: 4,
  order_cancelled: 0,
  unknown: 0,
};

export function detailStep(status: OrderStatus): DetailStep {
  return detailStepOf[status];
}

/** The preparation time matters while the kitchen still has the order: pending and confirmed. */
export function showsPreparationTime(status: OrderStatus): boolean {
  return status === 'order_pending' || status === 'order_confirmed';
}

/** A countdown is shown only when its flag is on and there is time left. */
export function showsCountdown(enabled: boolean, remainingSeconds: number): boolean {
  return enabled && remainingSeconds > 0;
}
