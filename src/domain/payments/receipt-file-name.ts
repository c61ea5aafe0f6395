function part(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/**
 * The calendar date of an instant where the customer is, as yyyy-mm-dd: sortable, and the same in every language.
 * @throws RangeError for a time zone the platform does not know.
 */
export function calendarDate(instant: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  return `${part(parts, 'year').padStart(4, '0')}-${part(parts, 'month')}-${part(parts, 'day')}`;
}

/** The name a downloaded receipt is saved under, dated the day it was downloaded: invoice-receipt-2026-06-15.pdf. */
export function receiptFileName(instant: number, timeZone: string): string {
  return `invoice-receipt-${calendarDate(instant, timeZone)}.pdf`;
}
