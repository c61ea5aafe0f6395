import { calendarDate, receiptFileName } from '@/domain/payments/receipt-file-name';

describe('receiptFileName', () => {
  it.each([
    ['2026-06-15T12:00:00Z', 'Europe/Helsinki', 'invoice-receipt-2026-06-15.pdf'],
    ['2026-06-15T20:59:59Z', 'Europe/Helsinki', 'invoice-receipt-2026-06-15.pdf'],
    ['2026-06-15T21:00:00Z', 'Europe/Helsinki', 'invoice-receipt-2026-06-16.pdf'],
    ['2026-12-31T19:00:00Z', 'Asia/Karachi', 'invoice-receipt-2027-01-01.pdf'],
    ['2026-01-01T03:00:00Z', 'America/New_York', 'invoice-receipt-2025-12-31.pdf'],
    ['2026-02-28T23:30:00Z', 'UTC', 'invoice-receipt-2026-02-28.pdf'],
  ])('downloaded at %s in %s is %s', (instant, zone, expected) => {
    expect(receiptFileName(Date.parse(instant), zone)).toBe(expected);
  });

  it('pads early years to four digits', () => {
    expect(calendarDate(Date.UTC(999, 0, 5), 'UTC')).toBe('0999-01-05');
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => receiptFileName(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
