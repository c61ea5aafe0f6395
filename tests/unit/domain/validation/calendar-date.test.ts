import { isCalendarDate } from '@/domain/validation/calendar-date';

describe('isCalendarDate', () => {
  it.each([
    ['2026-06-15', true],
    ['2026-01-31', true],
    ['2026-12-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-06-31', false],
    ['2026-09-31', false],
    ['2026-11-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-06-00', false],
    ['0000-01-01', false],
    ['2026-6-15', false],
    ['26-06-15', false],
    ['2026/06/15', false],
    ['15.6.2026', false],
    ['2026-06-15T00:00', false],
    ['', false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it.each([
    [1, 31],
    [2, 28],
    [3, 31],
    [4, 30],
    [5, 31],
    [6, 30],
    [7, 31],
    [8, 31],
    [9, 30],
    [10, 31],
    [11, 30],
    [12, 31],
  ])('month %i of 2026 ends on day %i', (month, lastDay) => {
    const mm = String(month).padStart(2, '0');
    expect(isCalendarDate(`2026-${mm}-${lastDay}`)).toBe(true);
    expect(isCalendarDate(`2026-${mm}-${lastDay + 1}`)).toBe(false);
  });
});
