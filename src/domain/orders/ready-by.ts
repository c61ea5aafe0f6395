/** The estimates the staff pick from when they confirm an order, in minutes. */
export const readyByPresets = [10, 15, 20, 30, 45] as const;

/** A custom estimate: at least a minute, at most four hours (a kitchen that needs longer confirms later). */
export const readyByMinutesRange = { min: 1, max: 240 } as const;

const millisecondsPerMinute = 60_000;

/** Whether the staff's estimate is a whole number of minutes the range allows. */
export function isReadyByMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= readyByMinutesRange.min && minutes <= readyByMinutesRange.max;
}

/** The instant the kitchen expects the order ready: the estimate counted from when it was given (epoch ms). */
export function readyByInstant(now: number, minutes: number): number {
  return now + minutes * millisecondsPerMinute;
}

/**
 * Whole minutes until the order is expected ready, rounded up so "about 1 min" shows until the instant itself;
 * 0 once it has passed.
 */
export function minutesUntilReady(readyBy: number, now: number): number {
  return Math.max(0, Math.ceil((readyBy - now) / millisecondsPerMinute));
}
