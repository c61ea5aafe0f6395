import { createCancelRiderSearch } from '@/application/transport/cancel-rider-search.use-case';
import type { CancelRiderSearchAnswer } from '@/application/ports/ride-tracking.port';
import type { RideStatus } from '@/domain/transport/ride-progress';

const cancelledBy: CancelRiderSearchAnswer = { ok: false, reason: 'RIDER_ALREADY_ASSIGNED' };

function setUp(answer: CancelRiderSearchAnswer = cancelledBy) {
  const asked: string[] = [];
  const cancelRiderSearch = createCancelRiderSearch({
    rideTracking: {
      cancelRiderSearch: async (invoiceQueryId) => {
        asked.push(invoiceQueryId);
        return answer;
      },
    },
  });
  return { asked, cancelRiderSearch };
}

describe('CancelRiderSearch', () => {
  it.each<RideStatus>(['searching', 'awaiting_payment'])(
    'asks the transport service to cancel a ride %s, and answers as it does',
    async (knownStatus) => {
      const { asked, cancelRiderSearch } = setUp();
      await expect(cancelRiderSearch({ invoiceQueryId: 'ride-7', knownStatus })).resolves.toBe(cancelledBy);
      expect(asked).toEqual(['ride-7']);
    },
  );

  it.each<[RideStatus, string]>([
    ['rider_assigned', 'RIDER_ALREADY_ASSIGNED'],
    ['cancelled', 'ALREADY_CANCELLED'],
  ])('refuses a ride already %s without asking the service', async (knownStatus, reason) => {
    const { asked, cancelRiderSearch } = setUp();
    await expect(cancelRiderSearch({ invoiceQueryId: 'ride-7', knownStatus })).resolves.toEqual({ ok: false, reason });
    expect(asked).toEqual([]);
  });
});
