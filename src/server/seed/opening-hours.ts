import type { CompanyDto } from '@/contract/catalogue/companies.contract';

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export const weekdays: Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** One opening rule: these days, from start to end (24-hour HH:MM). */
export type OpeningRule = [days: Weekday[], start: string, end: string];

/** Writes opening rules as the contract's parallel working_days and time_slots. */
export function openingHours(...rules: OpeningRule[]): Pick<CompanyDto, 'working_days' | 'time_slots'> {
  const pairs = rules.flatMap(([days, start_time, end_time]) =>
    days.map((day) => ({ day, slot: { start_time, end_time } })),
  );
  return {
    working_days: pairs.map((pair) => pair.day),
    time_slots: pairs.map((pair) => pair.slot),
  };
}
