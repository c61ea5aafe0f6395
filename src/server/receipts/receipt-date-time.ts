import type { ReceiptLocale } from './receipt-labels';

function part(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/**
 * When the receipt was issued, in the store's time zone: "21.11.2026 klo 06.45" in Finnish (the Finnish
 * way of writing a date and a time), "2026-11-21 06:45" in English. Built from parts so every ICU prints the same.
 * @throws RangeError for a time zone the platform does not know.
 */
export function receiptDateTime(instant: number, timeZone: string, locale: ReceiptLocale): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const year = part(parts, 'year').padStart(4, '0');
  const month = part(parts, 'month');
  const day = part(parts, 'day');
  const hour = part(parts, 'hour');
  const minute = part(parts, 'minute');
  return locale === 'fi'
    ? `${day}.${month}.${year} klo ${hour}.${minute}`
    : `${year}-${month}-${day} ${hour}:${minute}`;
}
