import type { BookingHistory } from '@/application/ports/booking-history.port';
import type { Clock } from '@/application/ports/clock.port';
import type { ExternalPages } from '@/application/ports/external-pages.port';
import type { FareEstimates } from '@/application/ports/fare-estimates.port';
import type { PageReloader } from '@/application/ports/page-reloader.port';
import type { RideBookings } from '@/application/ports/ride-bookings.port';
import type { RidePayments } from '@/application/ports/ride-payments.port';
import type { RideReceipts } from '@/application/ports/ride-receipts.port';
import type { RideTracking } from '@/application/ports/ride-tracking.port';
import { createBookRide } from '@/application/transport/book-ride.use-case';
import { createCancelRiderSearch } from '@/application/transport/cancel-rider-search.use-case';
import { createEstimateFare } from '@/application/transport/estimate-fare.use-case';
import { createFollowRide } from '@/application/transport/follow-ride.use-case';
import { createListRideBookings } from '@/application/transport/list-ride-bookings.use-case';
import { createPayRideByCard } from '@/application/transport/pay-ride-by-card.use-case';
import { createTransportIdleReload } from '@/application/transport/transport-idle-reload.use-case';
import type { TransportFeature } from '@/application/transport/transport.feature';

export interface TransportPorts {
  readonly fareEstimates: FareEstimates;
  readonly rideBookings: RideBookings;
  readonly rideReceipts: RideReceipts;
  readonly rideTracking: RideTracking;
  readonly ridePayments: RidePayments;
  readonly externalPages: ExternalPages;
  readonly bookingHistory: BookingHistory;
  readonly pageReloader: PageReloader;
  readonly clock: Clock;
}

export function createTransportFeature(ports: TransportPorts): TransportFeature {
  const { clock, bookingHistory, rideTracking } = ports;
  return {
    estimateFare: createEstimateFare({ fareEstimates: ports.fareEstimates }),
    bookRide: createBookRide({
      rideBookings: ports.rideBookings,
      bookingHistory,
      rideReceipts: ports.rideReceipts,
      clock,
    }),
    followRide: createFollowRide({ rideTracking }),
    cancelRiderSearch: createCancelRiderSearch({ rideTracking }),
    payRideByCard: createPayRideByCard({ ridePayments: ports.ridePayments, externalPages: ports.externalPages }),
    listRideBookings: createListRideBookings({ bookingHistory, rideTracking }),
    idleReload: createTransportIdleReload({ clock, pageReloader: ports.pageReloader }),
  };
}
