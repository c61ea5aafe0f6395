import { createEstimateFare } from '@/application/transport/estimate-fare.use-case';
import type { RidePlace } from '@/domain/transport/ride-place';
import { FixedFareEstimates } from '../../../support/fakes/fixed-fare-estimates';

const pickup: RidePlace = { description: 'Kamppi', lat: 60.1699, long: 24.9312 };
const dropoff: RidePlace = { description: 'Airport', lat: 60.3172, long: 24.9633 };

describe('EstimateFare', () => {
  it.each([
    [2500, 0],
    [2500, 1000],
    [3100, 1000],
  ])('shows the service\u2019s fare: %i plus a night surcharge of %i', async (basePrice, surcharge) => {
    const fareEstimates = new FixedFareEstimates(basePrice);
    fareEstimates.nightSurcharge = surcharge;
    const estimate = createEstimateFare({ fareEstimates });
    expect(await estimate({ pickup, dropoff, cabType: 'van', startingPrice: 500, bookingAt: null })).toEqual({
      basePrice,
      nightSurcharge: surcharge,
      price: basePrice + surcharge,
    });
  });

  it('asks the transport service for the route, car type, starting price and booking time', async () => {
    const fareEstimates = new FixedFareEstimates(2500);
    const estimate = createEstimateFare({ fareEstimates });
    const bookingAt = Date.parse('2026-06-16T00:30:00Z');
    await estimate({ pickup, dropoff, cabType: 'van', startingPrice: 500, bookingAt });
    expect(fareEstimates.queries).toEqual([{ pickup, dropoff, cabType: 'van', startingPrice: 500, bookingAt }]);
  });
});
