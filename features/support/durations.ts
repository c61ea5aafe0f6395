import type { Duration } from '@/domain/catalogue/duration';

const unitPattern = /(\d+)\s*(day|days|hour|hours|minute|minutes)/g;

/** Reads "1 hour 15 minutes" as analysts write it. */
export function parseDuration(text: string): Duration {
  const duration = { days: 0, hours: 0, minutes: 0 };
  const matches = [...text.matchAll(unitPattern)];
  if (matches.length === 0) throw new Error(`Not a duration: "${text}"`);
  for (const [, amount, unit] of matches) {
    const value = Number(amount);
    if (unit?.startsWith('day')) duration.days += value;
    else if (unit?.startsWith('hour')) duration.hours += value;
    else duration.minutes += value;
  }
  return duration;
}
