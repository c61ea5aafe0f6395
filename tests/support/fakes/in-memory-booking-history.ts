import type { BookingHistory } from '@/application/ports/booking-history.port';
import type { BookedRide } from '@/domain/transport/booking-history';

/** The browser's ride history, held in memory. */
export class InMemoryBookingHistory implements BookingHistory {
  constructor(public rides: readonly BookedRide[] = []) {}

  async load(): Promise<readonly BookedRide[]> {
    return this.rides;
  }

  async save(rides: readonly BookedRide[]): Promise<void> {
    this.rides = rides;
  }

  keptOnlyForThisPage(): boolean {
    return false;
  }
}
