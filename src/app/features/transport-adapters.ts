import type { StorefrontConfig } from '@/config/storefront-config.schema';
import { HttpClient } from '@/infrastructure/http/http-client';
import { merchantHeaders } from '@/infrastructure/http/request-headers';
import type { KeyValueStorage } from '@/infrastructure/session/key-value-storage';
import { HttpTransportService } from '@/infrastructure/transport/http-transport-service';
import { LocalBookingHistory } from '@/infrastructure/transport/local-booking-history';
import { TransportSession } from '@/infrastructure/transport/transport-session';
import type { Clock } from '@/application/ports/clock.port';
import type { TransportFeature } from '@/application/transport/transport.feature';
import { BrowserDeviceIdentity } from '@/infrastructure/device/browser-device-identity';
import { BrowserPageReloader } from '@/infrastructure/version/browser-page-reloader';
import { BrowserExternalPages } from '@/infrastructure/navigation/browser-external-pages';
import { createTransportFeature, type TransportPorts } from './transport.wiring';

/** The transport feature as the app runs it: its wiring over the adapters below. */
export function transportFeature(config: StorefrontConfig, storage: KeyValueStorage, clock: Clock): TransportFeature {
  return createTransportFeature({
    ...transportAdapters(config, storage),
    pageReloader: new BrowserPageReloader(),
    externalPages: new BrowserExternalPages(),
    clock,
  });
}

/**
 * The transport ports' adapters, loaded with the transport chunk. The ride calls and the rider's
 * sign-in go through clients of their own, without the customer session's headers or its failure handling: a 419
 * there signs the rider in again (TransportSession), and no answer of theirs logs a customer out.
 */
export function transportAdapters(
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
  };
}
