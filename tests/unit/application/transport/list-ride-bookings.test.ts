import { createListRideBookings } from '@/application/transport/list-ride-bookings.use-case';
import type { BookedRide } from '@/domain/transport/booking-history';
import { InMemoryBookingHistory } from '../../../support/fakes/in-memory-booking-history';
import { InMemoryRideTracking } from '../../../support/fakes/in-memory-ride-tracking';

function ride(number: number): BookedRide {
  return {
    invoiceQueryId: `ride-${number}`,
    bookedAt: number,
    pickup: 'Kamppi',
    dropoff: 'Airport',
    cabType: 'standard',
    price: 2500,
    scheduledAt: null,
    shortOrderId: `R-${number}`,
    stage: 'searching',
    payment: 'cash',
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
    const list = createListRideBookings({
      bookingHistory: new InMemoryBookingHistory(rides),
      rideTracking: new InMemoryRideTracking(),
    });
    const { rides: result } = await list();
    expect(result).toHaveLength(listed);
    expect(result[0]?.invoiceQueryId).toBe(newest);
  });

  it("merges the service's rides with the kept ones, a ride in both listed once as the service has it", async () => {
    const tracking = new InMemoryRideTracking();
    tracking.listed = [{ ...ride(2), price: 3500 }, ride(5)];
    const list = createListRideBookings({
      bookingHistory: new InMemoryBookingHistory([ride(1), ride(2), ride(3)]),
      rideTracking: tracking,
    });
    const result = await list();
    expect(result.rides.map((each) => each.invoiceQueryId)).toEqual(['ride-5', 'ride-3', 'ride-2', 'ride-1']);
    expect(result.rides.find((each) => each.invoiceQueryId === 'ride-2')?.price).toBe(3500);
    expect(result.serviceUnavailable).toBe(false);
  });

  it('lists the kept rides and says so when the service cannot be reached', async () => {
    const tracking = new InMemoryRideTracking();
    tracking.unreachable = true;
    const list = createListRideBookings({
      bookingHistory: new InMemoryBookingHistory([ride(1)]),
      rideTracking: tracking,
    });
    const result = await list();
    expect(result.rides.map((each) => each.invoiceQueryId)).toEqual(['ride-1']);
    expect(result.serviceUnavailable).toBe(true);
  });
});
