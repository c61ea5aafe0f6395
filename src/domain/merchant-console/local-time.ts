/**
 * The store's calendar: which local day, month and hour an instant falls in, in the store's time zone. Pure:
 * the instant is given, never read from a clock.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute';

function partsOf(instant: number, timeZone: string): Record<Part, string> {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '0',
    minute: parts.minute ?? '0',
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = partsOf(instant, timeZone);
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
  );
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant the local date begins (its midnight) in the time zone; a summer-time change is accounted for. */
export function startOfLocalDate(date: string, timeZone: string): number {
  const wallMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  return wallMidnight - offsetAt(first, timeZone);
}

/** The local date, YYYY-MM-DD. */
export function localDate(instant: number, timeZone: string): string {
  const parts = partsOf(instant, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The local month, YYYY-MM. */
export function localMonth(instant: number, timeZone: string): string {
  return localDate(instant, timeZone).slice(0, 7);
}

/** The local hour, 0–23. */
export function localHour(instant: number, timeZone: string): number {
  return Number(partsOf(instant, timeZone).hour) % 24;
}

/** A YYYY-MM-DD date that exists on the calendar: the pattern library's date, which the console's forms use too. */
export { isCalendarDate } from '../validation/calendar-date';

/** The date `days` days after a YYYY-MM-DD date (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Instants that surely hold every moment of the local dates from `first` to `last` (a day more on each side,
 * as no time zone is a day away from UTC); a reader filters what it read by localDate.
 */
export function instantsAround(first: string, last: string): { readonly from: number; readonly to: number } {
  return { from: Date.parse(`${addDays(first, -1)}T00:00:00Z`), to: Date.parse(`${addDays(last, 2)}T00:00:00Z`) };
}

/** The local time of day, HH:MM. */
export function localTime(instant: number, timeZone: string): string {
  const parts = partsOf(instant, timeZone);
  return `${parts.hour.padStart(2, '0')}:${parts.minute.padStart(2, '0')}`;
}
