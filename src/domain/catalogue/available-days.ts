import type { OpeningSlot } from './store';

/** Days of the week, Monday first as in Finland and the ISO calendar. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export type Weekday = (typeof weekdays)[number];

/** A time range of one day, as the merchant wrote it (24-hour "HH:MM"). */
export interface TimeRange {
  readonly startTime: string;
  readonly endTime: string;
}

/** A day the store opens, with its time ranges in the order of the day. */
export interface AvailableDay {
  readonly day: Weekday;
  readonly ranges: readonly TimeRange[];
}

/**
 * Reads a merchant's day name: the English name or its three-letter short form, in any case, with
 * surrounding spaces ignored. Anything else is no day.
 */
export function parseWeekday(name: string): Weekday | null {
  const normalised = name.trim().toLowerCase();
  return weekdays.find((day) => day === normalised || (normalised.length === 3 && day.startsWith(normalised))) ?? null;
}

/** Minutes since midnight of "H:MM" or "HH:MM"; unreadable times sort last. */
function minutesOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.MAX_SAFE_INTEGER;
}

function byStartThenEnd(first: TimeRange, second: TimeRange): number {
  return (
    minutesOfDay(first.startTime) - minutesOfDay(second.startTime) ||
    minutesOfDay(first.endTime) - minutesOfDay(second.endTime)
  );
}

/**
 * The store's opening days from its parallel working_days and time_slots (paired as opening slots):
 * one entry per day that has a slot, in week order, its ranges sorted by start time and without repeats.
 * Days without a slot are absent, and so are slots whose day name cannot be read.
 */
export function availableDays(slots: readonly OpeningSlot[]): readonly AvailableDay[] {
  const rangesByDay = new Map<Weekday, TimeRange[]>();
  for (const slot of slots) {
    const day = parseWeekday(slot.day);
    if (day === null) continue;
    const ranges = rangesByDay.get(day) ?? [];
    const range = { startTime: slot.startTime.trim(), endTime: slot.endTime.trim() };
    if (!ranges.some((known) => known.startTime === range.startTime && known.endTime === range.endTime)) {
      ranges.push(range);
    }
    rangesByDay.set(day, ranges);
  }
  return weekdays.flatMap((day) => {
    const ranges = rangesByDay.get(day);
    return ranges ? [{ day, ranges: [...ranges].sort(byStartThenEnd) }] : [];
  });
}
