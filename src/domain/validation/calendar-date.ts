const isoDateShape = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date written yyyy-mm-dd that exists on the Gregorian calendar: 2024-02-29 yes, 2026-02-30 and
 * 2026-13-01 no. Year 0000 is refused, since no customer is born or books a ride in it.
 */
export function isCalendarDate(value: string): boolean {
  const match = isoDateShape.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}
