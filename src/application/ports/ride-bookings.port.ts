import type { RideBooking } from '@/domain/transport/ride-booking';

/** The transport service's bookings. */
export interface RideBookings {
  /**
   * Books a ride and returns the query id of the invoice the service created for it, and the short code a person
   * reads for it (R-…).
   * @throws AppError when the transport service refuses the booking or cannot be reached.
   */
  book(booking: RideBooking): Promise<{ readonly invoiceQueryId: string; readonly shortOrderId: string }>;
}
