/** A span of time in whole days, hours and minutes, as merchants state delivery and preparation times. */
export interface Duration {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
}

const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

export const zeroDuration: Duration = { days: 0, hours: 0, minutes: 0 };

export function durationInMinutes(duration: Duration): number {
  return duration.days * minutesPerDay + duration.hours * minutesPerHour + duration.minutes;
}

/** Normalises a minute count so that hours stay below 24 and minutes below 60. */
export function durationFromMinutes(totalMinutes: number): Duration {
  const whole = Math.max(0, Math.floor(totalMinutes));
  return {
    days: Math.floor(whole / minutesPerDay),
    hours: Math.floor((whole % minutesPerDay) / minutesPerHour),
    minutes: whole % minutesPerHour,
  };
}

export function addDurations(first: Duration, second: Duration): Duration {
  return durationFromMinutes(durationInMinutes(first) + durationInMinutes(second));
}
