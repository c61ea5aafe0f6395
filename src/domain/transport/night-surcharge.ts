import type { Money } from '../pricing/money';

/** The spec's time zone of the night rule, a host's when its configuration names none. */
export const singaporeTimeZone = 'Asia/Singapore';

/** 10 in the host currency's major units. */
export const nightSurchargeAmount: Money = 1000;

/** Night runs from 00:00 up to and including 06:59; 07:00 is day. */
const firstDayHour = 7;

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

/** When a ride starts: at its booking time, or now for a ride without one. */
export function rideStartsAt(bookingAt: number | null, now: number): number {
  return bookingAt ?? now;
}

/**
 * The night surcharge of a ride starting at this instant: charged between 00:00 and 06:59 on the host's wall
 * clocks. The host's zone, never the rider's: the taxi drives in the host's city, and a rider's device cannot
 * choose the price.
 */
export function nightSurcharge(startsAt: number, hostTimeZone: string): Money {
  return isNightHour(localHour(startsAt, hostTimeZone)) ? nightSurchargeAmount : 0;
}
