import type { RideStatus } from '@/contract/transport/ride-kinds';
import { text, type Localized } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';

/**
 * What a ride's push says, written in the rider's language before it leaves the server: the service worker shows
 * title and body as they are, opens the ride's page on a click, and tells an open one to ask for the ride at once.
 */
export interface RidePushPayload {
  readonly kind: 'ride';
  readonly rideId: string;
  readonly status: RideStatus;
  readonly title: string;
  readonly body: string;
}

/** The changes a rider is told of: a ride is booked with the page open, so its first status is not pushed. */
const statusTexts: Readonly<Partial<Record<RideStatus, Localized>>> = {
  searching: text('push.rideSearching'),
  rider_assigned: text('push.rideAssigned'),
  cancelled: text('push.rideCancelled'),
};

/** The push of a ride that has just moved to this status, or null for a status the rider is not told of. */
export function ridePushPayload(rideId: string, status: RideStatus, language: ServerLanguage): RidePushPayload | null {
  const body = statusTexts[status];
  if (body === undefined) return null;
  return { kind: 'ride', rideId, status, title: text('push.rideTitle')(language), body: body(language) };
}
