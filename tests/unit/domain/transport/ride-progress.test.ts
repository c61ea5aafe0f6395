import { canCancelRiderSearch, canPayRide, isRideSettled, type RideStatus } from '@/domain/transport/ride-progress';
import type { RidePaymentStatus } from '@/domain/transport/ride-payment';

describe('the progress of a booked ride', () => {
  it.each<[RideStatus, boolean]>([
    ['awaiting_payment', true],
    ['searching', true],
    ['rider_assigned', false],
    ['cancelled', false],
  ])('a ride %s may have its rider search cancelled: %s', (status, cancellable) => {
    expect(canCancelRiderSearch(status)).toBe(cancellable);
  });

  it.each<[RideStatus, boolean]>([
    ['awaiting_payment', false],
    ['searching', false],
    ['rider_assigned', true],
    ['cancelled', true],
  ])('a ride %s is settled (polling stops): %s', (status, settled) => {
    expect(isRideSettled(status)).toBe(settled);
  });

  it.each<[RideStatus, RidePaymentStatus, boolean]>([
    ['awaiting_payment', 'unpaid', true],
    ['awaiting_payment', 'paid', false],
    ['searching', 'unpaid', false],
    ['rider_assigned', 'unpaid', false],
    ['cancelled', 'unpaid', false],
  ])('a ride %s whose payment is %s may be paid: %s', (status, payment, payable) => {
    expect(canPayRide({ status, payment })).toBe(payable);
  });
});
