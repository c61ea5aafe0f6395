/** Why a store is not taking new orders now: the staff paused them, or the cap of 15 minutes is reached. */
export type OrderIntakeHoldReason = 'ORDERS_PAUSED' | 'KITCHEN_FULL';

/** How the staff slow the kitchen, as the store keeps it (instants in epoch ms). */
export interface OrderIntakeSettings {
  /** Paused until then; null when not paused for a time. */
  readonly pausedUntil: number | null;
  /** Paused until the staff resume by hand. */
  readonly pausedUntilResumed: boolean;
  /** While the orders of the last 15 minutes reach the cap: when they no longer will. */
  readonly fullUntil: number | null;
}

export type OrderIntake =
  | { readonly taking: true }
  /** `until` null: until the staff resume. */
  | { readonly taking: false; readonly reason: OrderIntakeHoldReason; readonly until: number | null };

/** The window the cap counts orders in. */
export const intakeWindowMinutes = 15;

/** How long the staff may pause new orders for: minutes, or null for "until I resume". */
export const pauseChoices = [15, 30, 60, null] as const;
export type PauseChoice = (typeof pauseChoices)[number];

/** The largest cap the console takes: more than one order a minute is no slowing at all for most kitchens. */
export const largestOrderCap = 500;

const millisecondsPerMinute = 60_000;

/**
 * Whether the store takes a new order at `now`. A pause wins over a full kitchen in the reason, and the answer
 * says the later of the instants at which both are over, so the store is not promised too early.
 */
export function orderIntakeAt(settings: OrderIntakeSettings, now: number): OrderIntake {
  if (settings.pausedUntilResumed) return { taking: false, reason: 'ORDERS_PAUSED', until: null };
  const paused = settings.pausedUntil !== null && settings.pausedUntil > now ? settings.pausedUntil : null;
  const full = settings.fullUntil !== null && settings.fullUntil > now ? settings.fullUntil : null;
  if (paused === null && full === null) return { taking: true };
  return {
    taking: false,
    reason: paused !== null ? 'ORDERS_PAUSED' : 'KITCHEN_FULL',
    until: Math.max(paused ?? 0, full ?? 0),
  };
}

/** When a pause chosen now ends; null for "until I resume". */
export function pauseEndsAt(now: number, minutes: number | null): number | null {
  return minutes === null ? null : now + minutes * millisecondsPerMinute;
}

/**
 * Until when the kitchen is full, from the instants orders were placed (epoch ms, any order) and the cap: the
 * orders of the window reach the cap until the cap-th newest of them leaves it. Null when it is not full or
 * there is no cap.
 */
export function fullUntil(placedAt: readonly number[], cap: number | null, now: number): number | null {
  if (cap === null) return null;
  const windowStart = now - intakeWindowMinutes * millisecondsPerMinute;
  const recent = placedAt.filter((at) => at > windowStart && at <= now).sort((a, b) => b - a);
  const leaving = recent[cap - 1];
  return leaving === undefined ? null : leaving + intakeWindowMinutes * millisecondsPerMinute;
}
