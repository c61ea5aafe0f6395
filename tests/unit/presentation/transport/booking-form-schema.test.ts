import { bookingErrors, emptyBookingForm } from '@/presentation/pages/transport/booking-form-schema';

describe('the booking time of a ride for later', () => {
  const timeError = (bookingTime: string, later = true) =>
    bookingErrors({ ...emptyBookingForm, later, bookingTime }).bookingTime ?? null;

  it("takes the date-and-time input's value: the library's date and 24-hour time", () => {
    expect(timeError('2026-06-15T12:30')).toBeNull();
  });

  it.each(['', '2026-06-15', '2026-02-30T12:30', '2026-06-15T24:00', 'June 15 2026 12:30'])(
    'refuses %j, which is not a whole date and 24-hour time',
    (bookingTime) => {
      expect(timeError(bookingTime)).toBe('rides.errors.bookingTimeRequired');
    },
  );

  it('asks no time of a ride for now', () => {
    expect(timeError('', false)).toBeNull();
  });
});
