import { createFollowRide } from '@/application/transport/follow-ride.use-case';
import type { RideProgress } from '@/domain/transport/ride-progress';
import { InMemoryRideTracking } from '../../../support/fakes/in-memory-ride-tracking';

const searching: RideProgress = {
  invoiceQueryId: 'ride-3',
  shortOrderId: '1003',
  status: 'searching',
  rider: null,
  pickup: 'Kamppi',
  dropoff: 'Airport',
  cabType: 'standard',
  basePrice: 2500,
  nightSurcharge: 0,
  price: 2500,
  payment: 'cash',
  completed: false,
};

describe('FollowRide', () => {
  it("answers the ride's progress as the transport service has it now", async () => {
    const rideTracking = new InMemoryRideTracking();
    rideTracking.rides.set('ride-3', searching);
    const followRide = createFollowRide({ rideTracking });
    await expect(followRide('ride-3')).resolves.toEqual(searching);
    rideTracking.rides.set('ride-3', { ...searching, status: 'cancelled' });
    await expect(followRide('ride-3')).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('rejects with the service error for a ride it does not know', async () => {
    const followRide = createFollowRide({ rideTracking: new InMemoryRideTracking() });
    await expect(followRide('ride-0')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
