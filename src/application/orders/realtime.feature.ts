import type { TrackOrder } from './track-order.use-case';

/** The orders' live status, followed by the app shell on every screen. */
export interface RealtimeFeature {
  readonly trackOrder: TrackOrder;
}
