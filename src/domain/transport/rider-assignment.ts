/**
 * How long before an advance ride's pickup time its driver is assigned: time to drive to the pickup. Until then
 * the ride is still searching and the rider may cancel it.
 */
export const advanceRiderLeadMs = 15 * 60_000;

/**
 * When a searching ride gets its driver. A ride now: after the search's delay. An advance ride: the lead before
 * its pickup time, never before the search's delay has run (a ride booked for ten minutes from now).
 */
export function riderAssignAt(bookingAt: number | null, searchStartsAt: number, searchDelayMs: number): number {
  const afterSearch = searchStartsAt + searchDelayMs;
  return bookingAt === null ? afterSearch : Math.max(afterSearch, bookingAt - advanceRiderLeadMs);
}
