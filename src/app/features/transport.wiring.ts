import type { BookingHistory } from '@/application/ports/booking-history.port';
import type { Clock } from '@/application/ports/clock.port';
import type { ExternalPages } from '@/application/ports/external-pages.port';
import type { FareEstimates } from '@/application/ports/fare-estimates.port';
import type { PageReloader } from '@/application/ports/page-reloader.port';
import type { PushMessages } from '@/application/ports/push-messages.port';
import type { PushSubscriptionRegistry } from '@/application/ports/push-subscription-registry.port';
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
import { createRidePush } from '@/application/transport/ride-push.use-case';
import { createTransportIdleReload } from '@/application/transport/transport-idle-reload.use-case';
import type { TransportFeature } from '@/application/transport/transport.feature';
import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders } from '@/infrastructure/http/request-headers';
import { BrowserExternalPages } from '@/infrastructure/navigation/browser-external-pages';
import { BrowserPushMessages, browserServiceWorker } from '@/infrastructure/push/browser-push-messages';
import { HttpPushSubscriptions } from '@/infrastructure/push/http-push-subscriptions';
import type { KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { HttpTransportService } from '@/infrastructure/transport/http-transport-service';
import { LocalBookingHistory } from '@/infrastructure/transport/local-booking-history';
import { TransportSession } from '@/infrastructure/transport/transport-session';
import { BrowserPageReloader } from '@/infrastructure/version/browser-page-reloader';
import type { Build } from './feature-binding';

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
  /** The browser's push channel, and the transport service's list of the rider's browsers to push to. */
  readonly pushMessages: PushMessages;
  readonly ridePushRegistry: PushSubscriptionRegistry;
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
    ...createRidePush({ pushMessages: ports.pushMessages, registry: ports.ridePushRegistry }),
  };
}

/**
 * The transport ports' adapters, loaded with the transport chunk. The ride calls and the rider's
 * sign-in go through clients of their own, without the customer session's headers or its failure handling: a 419
 * there signs the rider in again (TransportSession), and no answer of theirs logs a customer out.
 */
function transportAdapters(
  config: StorefrontConfig,
  storage: KeyValueStorage,
): Omit<TransportPorts, 'pageReloader' | 'externalPages' | 'clock'> {
  // The rider's own token goes with each ride call (TransportSession), not a staff caller's.
  const headers = merchantHeaders({
    apiKey: config.api.apiKey,
    coordinates: config.api.fixedCoordinates,
    caller: async () => null,
  });
  const rides = new HttpClient({ baseUrl: `${config.api.walletBaseUrl}/v1`, headers });
  const merchant = new HttpClient({ baseUrl: `${config.api.merchantBaseUrl}/v1`, headers });
  // The storefront's own device id (visitorId): this browser's rider is the same after a reload.
  const device = new BrowserDeviceIdentity(storage);
  const service = new HttpTransportService(rides, new TransportSession(merchant, device));
  return {
    fareEstimates: service,
    rideBookings: service,
    rideReceipts: service,
    rideTracking: service,
    ridePayments: service,
    bookingHistory: new LocalBookingHistory(storage),
    // No service worker is registered here: the rider's yes to notifications registers it (BrowserPushMessages).
    pushMessages: new BrowserPushMessages({
      storage,
      publicKey: config.pushPublicKey,
      serverKey: () => new HttpPushSubscriptions(rides).publicKey(),
      serviceWorker: browserServiceWorker(),
    }),
    ridePushRegistry: service,
  };
}

/** The transport feature as the app runs it: its use cases over the adapters above. */
export const buildFeature: Build<TransportFeature> = ({ storage, clock }, config) =>
  createTransportFeature({
    ...transportAdapters(config, storage),
    pageReloader: new BrowserPageReloader(),
    externalPages: new BrowserExternalPages(),
    clock,
  });
