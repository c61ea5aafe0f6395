import type { PushMessage } from '../orders/push-message';

/** The ride's own page, which a ride's notification opens (the spec's transport route confirm-booking/:id). */
export function ridePagePath(rideQueryId: string): string {
  return `/transport/confirm-booking/${encodeURIComponent(rideQueryId)}`;
}

/**
 * The message the app's service worker posts to the open pages when a ride's push arrives: the spec's push message
 * shape, with the transport's module code, so an order's listeners never take it for one of theirs.
 */
export const rideNewsModuleCode = 'ZAPP_GO';
export const rideStatusChangedType = 'ride_status_changed';

/** Whether the message says that this ride has changed. */
export function isNewsOfRide(message: PushMessage, rideQueryId: string): boolean {
  return (
    message.moduleCode === rideNewsModuleCode &&
    message.moduleType === rideStatusChangedType &&
    message.queryId === rideQueryId
  );
}
