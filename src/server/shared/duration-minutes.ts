import type { CompanyDto } from '@/contract/catalogue/companies.contract';
import { durationFromMinutes, durationInMinutes } from '@/domain/catalogue/duration';

type DurationDto = CompanyDto['delivery_time'];

/** Storage keeps a duration as whole minutes so it can be compared and summed in SQL. */
export function toMinutes(duration: DurationDto): number {
  return durationInMinutes({ days: duration.day, hours: duration.hour, minutes: duration.minute });
}

export function fromMinutes(minutes: number): DurationDto {
  const { days, hours, minutes: rest } = durationFromMinutes(minutes);
  return { day: days, hour: hours, minute: rest };
}
