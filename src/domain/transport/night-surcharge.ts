import type { Money } from '../pricing/money';

/** The time zone of the night rule when the ride has no booking time: the service's home city. */
export const singaporeTimeZone = 'Asia/Singapore';

/** 10 in the host currency's major units. */
export const nightSurchargeAmount: Money = 1000;

/** Night runs from 00:00 up to and including 06:59; 07:00 is day. */
const firstDayHour = 7;

/** When an advance booking is for, and in which time zone the customer booked it. */
export interface BookingTime {
  /** Epoch milliseconds. */
  readonly at: number;
  /** IANA name, e.g. Europe/Helsinki. */
  readonly timeZone: string;
}

/**
 * The hour (0–23) on the wall clocks of a time zone at an instant; daylight saving time included.
 * @throws RangeError for a time zone the platform does not know.
 */
export function localHour(instant: number, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'hour');
  return Number(hour?.value);
}

export function isNightHour(hour: number): boolean {
  return hour >= 0 && hour < firstDayHour;
}

/**
 * The night surcharge of a ride: charged when the ride starts between 00:00 and 06:59.
 * A booked ride is judged at its booking time in the booking's time zone; a ride for now at the current
 * time in Singapore.
 */
export function nightSurcharge(bookingTime: BookingTime | null, now: number): Money {
  const hour = bookingTime ? localHour(bookingTime.at, bookingTime.timeZone) : localHour(now, singaporeTimeZone);
  return isNightHour(hour) ? nightSurchargeAmount : 0;
}
