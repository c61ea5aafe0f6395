import { createListRideBookings } from '@/application/transport/list-ride-bookings.use-case';
import type { BookedRide } from '@/domain/transport/booking-history';
import { InMemoryBookingHistory } from '../../../support/fakes/in-memory-booking-history';

function ride(number: number): BookedRide {
  return {
    invoiceQueryId: `ride-${number}`,
    bookedAt: number,
    pickup: 'Kamppi',
    dropoff: 'Airport',
    cabType: 'standard',
    price: 2500,
    scheduledAt: null,
  };
}

describe('ListRideBookings', () => {
  it.each([
    [0, 0, undefined],
    [3, 3, 'ride-3'],
    [72, 72, 'ride-72'],
    [90, 72, 'ride-90'],
  ])('%i kept rides list as %i, newest %p first', async (kept, listed, newest) => {
    const rides = Array.from({ length: kept }, (_, index) => ride(index + 1));
    const list = createListRideBookings({ bookingHistory: new InMemoryBookingHistory(rides) });
    const result = await list();
    expect(result).toHaveLength(listed);
    expect(result[0]?.invoiceQueryId).toBe(newest);
  });
});
