import { createEstimateFare } from '@/application/transport/estimate-fare.use-case';
import type { RidePlace } from '@/domain/transport/ride-place';
import { FixedClock } from '../../../support/fakes/fixed-clock';
import { FixedFareEstimates } from '../../../support/fakes/fixed-fare-estimates';

const pickup: RidePlace = { description: 'Kamppi', lat: 60.1699, long: 24.9312 };
const dropoff: RidePlace = { description: 'Airport', lat: 60.3172, long: 24.9633 };

describe('EstimateFare', () => {
  it.each([
    ['2026-06-15T15:59:00Z', null, 2500, 0],
    ['2026-06-15T16:00:00Z', null, 2500, 1000],
    ['2026-06-15T04:00:00Z', { at: Date.parse('2026-06-16T01:00:00Z'), timeZone: 'Europe/Helsinki' }, 2500, 1000],
    ['2026-06-15T16:00:00Z', { at: Date.parse('2026-06-16T09:00:00Z'), timeZone: 'Europe/Helsinki' }, 2500, 0],
  ])('at %s for booking time %p prices %i plus %i', async (now, bookingTime, basePrice, surcharge) => {
    const fareEstimates = new FixedFareEstimates(basePrice);
    const estimate = createEstimateFare({ fareEstimates, clock: new FixedClock(Date.parse(now)) });
    expect(await estimate({ pickup, dropoff, cabType: 'van', startingPrice: 500, bookingTime })).toEqual({
      basePrice,
      nightSurcharge: surcharge,
      price: basePrice + surcharge,
    });
  });

  it('asks the transport service for the route, car type and starting price only', async () => {
    const fareEstimates = new FixedFareEstimates(2500);
    const estimate = createEstimateFare({ fareEstimates, clock: new FixedClock(0) });
    await estimate({ pickup, dropoff, cabType: 'van', startingPrice: 500, bookingTime: null });
    expect(fareEstimates.queries).toEqual([{ pickup, dropoff, cabType: 'van', startingPrice: 500 }]);
  });
});
