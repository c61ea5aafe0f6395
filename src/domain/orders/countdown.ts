/** What a countdown shows. `seconds` is null when the countdown shows minutes as its smallest unit. */
export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number | null;
}

const secondsPerMinute = 60;
const secondsPerHour = 60 * secondsPerMinute;
const secondsPerDay = 24 * secondsPerHour;
const millisecondsPerSecond = 1000;

/**
 * Splits whole remaining seconds into days, hours (below 24), minutes (below 60) and seconds (below 60).
 * Without seconds the minutes are truncated, not rounded, so the display changes at the same instants
 * as it would with the seconds column shown. Negative or fractional input is floored at 0 whole seconds.
 */
export function countdownParts(remainingSeconds: number, options: { readonly withSeconds: boolean }): CountdownParts {
  const whole = Number.isFinite(remainingSeconds) ? Math.max(0, Math.floor(remainingSeconds)) : 0;
  return {
    days: Math.floor(whole / secondsPerDay),
    hours: Math.floor((whole % secondsPerDay) / secondsPerHour),
    minutes: Math.floor((whole % secondsPerHour) / secondsPerMinute),
    seconds: options.withSeconds ? whole % secondsPerMinute : null,
  };
}

/** The seconds the parts stand for; the inverse of `countdownParts` when seconds are shown. */
export function countdownSeconds(parts: CountdownParts): number {
  return (
    parts.days * secondsPerDay + parts.hours * secondsPerHour + parts.minutes * secondsPerMinute + (parts.seconds ?? 0)
  );
}

/**
 * Whole seconds from now until the end instant (both epoch ms), never below 0. Rounded up, so a countdown
 * reads 0 only once the end instant has been reached, never half a second early.
 */
export function remainingSeconds(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / millisecondsPerSecond));
}
