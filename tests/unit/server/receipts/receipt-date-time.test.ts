import { receiptDateTime } from '@/server/receipts/receipt-date-time';

describe('receiptDateTime', () => {
  const summerEvening = Date.UTC(2026, 5, 15, 21, 5);

  it('writes the Finnish date and time in the store time zone', () => {
    expect(receiptDateTime(summerEvening, 'Europe/Helsinki', 'fi')).toBe('16.06.2026 klo 00.05');
  });

  it('writes an ISO date and a 24-hour time in English', () => {
    expect(receiptDateTime(summerEvening, 'Europe/Helsinki', 'en')).toBe('2026-06-16 00:05');
    expect(receiptDateTime(summerEvening, 'UTC', 'en')).toBe('2026-06-15 21:05');
  });

  it('refuses a time zone the platform does not know', () => {
    expect(() => receiptDateTime(summerEvening, 'Mars/Olympus', 'fi')).toThrow(RangeError);
  });
});
