import type { BookRide } from './book-ride.use-case';
import type { CancelRiderSearch } from './cancel-rider-search.use-case';
import type { EstimateFare } from './estimate-fare.use-case';
import type { FollowRide } from './follow-ride.use-case';
import type { ListRideBookings } from './list-ride-bookings.use-case';
import type { PayRideByCard } from './pay-ride-by-card.use-case';
import type { FollowRideNews, OfferRidePush } from './ride-push.use-case';
import type { TransportIdleReload } from './transport-idle-reload.use-case';

/**
 * Transport mode's use cases: price, book, pay and follow a ride (also through its pushes), list the rides, reload a
 * page left idle.
 */
export interface TransportFeature {
  readonly estimateFare: EstimateFare;
  readonly bookRide: BookRide;
  readonly followRide: FollowRide;
  readonly cancelRiderSearch: CancelRiderSearch;
  readonly payRideByCard: PayRideByCard;
  readonly listRideBookings: ListRideBookings;
  readonly idleReload: TransportIdleReload;
  readonly offerRidePush: OfferRidePush;
  readonly followRideNews: FollowRideNews;
}
