import fc from 'fast-check';
import {
  addToBookingHistory,
  bookingHistoryCap,
  justBooked,
  recentBookings,
  refreshKeptBookings,
  type BookedRide,
} from '@/domain/transport/booking-history';

function ride(number: number, bookedAt = number * 60_000): BookedRide {
  return {
    invoiceQueryId: `ride-${number}`,
    bookedAt,
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

/** Rides 1..count, the newest (count) first. */
function history(count: number): BookedRide[] {
  return Array.from({ length: count }, (_, index) => ride(count - index));
}

describe('addToBookingHistory', () => {
  it('keeps 72 rides', () => {
    expect(bookingHistoryCap).toBe(72);
  });

  it.each([
    [0, 1, 'ride-1000'],
    [70, 71, 'ride-1'],
    [71, 72, 'ride-1'],
    [72, 72, 'ride-2'],
    [100, 72, 'ride-30'],
  ])('%i kept + 1 new keeps %i, the oldest being %s', (kept, length, oldest) => {
    const newest = ride(1000);
    const result = addToBookingHistory(history(kept), newest);
    expect(result).toHaveLength(length);
    expect(result[0]).toBe(newest);
    expect(result.at(-1)?.invoiceQueryId).toBe(oldest);
  });

  it('replaces a ride it already keeps instead of listing it twice', () => {
    const again = { ...ride(2), bookedAt: 10 * 60_000, price: 3500 };
    expect(addToBookingHistory(history(3), again).map((kept) => [kept.invoiceQueryId, kept.price])).toEqual([
      ['ride-2', 3500],
      ['ride-3', 2500],
      ['ride-1', 2500],
    ]);
  });

  it('puts the ride added last first among rides booked at the same instant', () => {
    const result = addToBookingHistory([ride(1, 5)], ride(2, 5));
    expect(result.map((kept) => kept.invoiceQueryId)).toEqual(['ride-2', 'ride-1']);
  });

  it('drops at once a ride older than a full history', () => {
    const ancient = ride(0, -1);
    expect(addToBookingHistory(history(72), ancient)).not.toContain(ancient);
  });

  const rides = fc.array(
    fc.record({ id: fc.integer({ min: 0, max: 120 }), bookedAt: fc.integer({ min: 0, max: 1e6 }) }),
    { maxLength: 200 },
  );

  it('never exceeds the cap and stays newest first, however rides are added', () => {
    fc.assert(
      fc.property(rides, (added) => {
        let kept: readonly BookedRide[] = [];
        for (const { id, bookedAt } of added) {
          kept = addToBookingHistory(kept, ride(id, bookedAt));
          expect(kept.length).toBeLessThanOrEqual(bookingHistoryCap);
          for (let index = 1; index < kept.length; index += 1) {
            expect(kept[index - 1]!.bookedAt).toBeGreaterThanOrEqual(kept[index]!.bookedAt);
          }
          expect(new Set(kept.map((entry) => entry.invoiceQueryId)).size).toBe(kept.length);
        }
      }),
    );
  });
});

describe('recentBookings', () => {
  it('orders and caps a history kept any other way', () => {
    const shuffled = [ride(3), ride(1), ride(2)];
    expect(recentBookings(shuffled).map((kept) => kept.invoiceQueryId)).toEqual(['ride-3', 'ride-2', 'ride-1']);
    expect(recentBookings([...history(80)].reverse())).toEqual(history(80).slice(0, 72));
  });
});

describe('refreshKeptBookings', () => {
  it('takes the service\u2019s word on a kept ride and keeps the ones it did not list, adding none', () => {
    const kept = [ride(2), ride(1)];
    const cancelled: BookedRide = { ...ride(2), stage: 'cancelled', payment: 'refunded' };
    expect(refreshKeptBookings(kept, [cancelled, ride(3)])).toEqual([cancelled, ride(1)]);
  });
});

describe('justBooked', () => {
  it('has a card ride wait for its payment and a cash ride search at once', () => {
    expect(justBooked('STRIPE')).toEqual({ stage: 'awaiting_payment', payment: 'unpaid' });
    expect(justBooked('CASH')).toEqual({ stage: 'searching', payment: 'cash' });
  });
});
