import { isNewsOfRide } from '@/domain/transport/ride-news';
import type { PushMessages } from '../ports/push-messages.port';
import type { PushSubscriptionRegistry } from '../ports/push-subscription-registry.port';

export type RidePushOutcome = 'SUBSCRIBED' | 'UNAVAILABLE' | 'NOT_REGISTERED';

/**
 * Offered once a booked ride is on screen and not yet settled: the rider is asked to allow notifications, and this
 * browser's subscription goes to the transport service, so the ride's driver or cancellation reaches them with the
 * page closed. Without permission, push support or the server, the page goes on polling as before.
 */
export type OfferRidePush = () => Promise<RidePushOutcome>;

/**
 * Calls `onNews` each time the service worker says this ride has changed, until the returned function is called:
 * the page then asks for the ride at once instead of at its next poll.
 */
export type FollowRideNews = (rideQueryId: string, onNews: () => void) => () => void;

export function createRidePush(deps: { pushMessages: PushMessages; registry: PushSubscriptionRegistry }): {
  offerRidePush: OfferRidePush;
  followRideNews: FollowRideNews;
} {
  let offered: Promise<RidePushOutcome> | null = null;
  return {
    // Once per app: a rider who opens another of their rides is not asked again, nor the server told again.
    offerRidePush: () => {
      offered ??= (async () => {
        const token = await deps.pushMessages.enable().catch(() => null);
        if (token === null) return 'UNAVAILABLE';
        return deps.registry.register(token).then(
          () => 'SUBSCRIBED' as const,
          () => 'NOT_REGISTERED' as const,
        );
      })();
      return offered;
    },
    followRideNews: (rideQueryId, onNews) =>
      deps.pushMessages.subscribe((message) => {
        if (isNewsOfRide(message, rideQueryId)) onNews();
      }),
  };
}
