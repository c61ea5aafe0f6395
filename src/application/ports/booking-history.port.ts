import type { BookedRide } from '@/domain/transport/booking-history';

/** The rides the customer booked, kept in the browser. */
export interface BookingHistory {
  /** Every ride kept, in the order it was saved; empty when nothing was ever saved or storage is unreadable. */
  load(): Promise<readonly BookedRide[]>;

  /** Replaces the kept rides with these. */
  save(rides: readonly BookedRide[]): Promise<void>;

  /** True once the browser's storage was full or unavailable: the rides are kept for this page only. */
  keptOnlyForThisPage(): boolean;
}
