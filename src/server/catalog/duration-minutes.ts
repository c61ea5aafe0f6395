import type { CompanyDto } from '@/contract/catalog/companies.contract';

type Duration = CompanyDto['delivery_time'];

const minutesPerHour = 60;
const minutesPerDay = 24 * minutesPerHour;

/** Storage keeps a duration as whole minutes so it can be compared and summed in SQL. */
export function toMinutes(duration: Duration): number {
  return duration.day * minutesPerDay + duration.hour * minutesPerHour + duration.minute;
}

export function fromMinutes(minutes: number): Duration {
  return {
    day: Math.floor(minutes / minutesPerDay),
    hour: Math.floor((minutes % minutesPerDay) / minutesPerHour),
    minute: minutes % minutesPerHour,
  };
}
