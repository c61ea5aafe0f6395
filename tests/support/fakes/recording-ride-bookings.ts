import type { RideBookings } from '@/application/ports/ride-bookings.port';
import type { RideBooking } from '@/domain/transport/ride-booking';

/** A transport service that accepts every booking and numbers its invoices ride-1, ride-2, … (codes, …) */
export class RecordingRideBookings implements RideBookings {
  readonly bookings: RideBooking[] = [];

  async book(booking: RideBooking): Promise<{ readonly invoiceQueryId: string; readonly shortOrderId: string }> {
    this.bookings.push(booking);
    return { invoiceQueryId: `ride-${this.bookings.length}`, shortOrderId: `R-${this.bookings.length}` };
  }
}
