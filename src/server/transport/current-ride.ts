import { isRiderDue } from './ride-lifecycle';
import { storedRideStatus } from './ride-dto';
import type { RideRow } from './store/ride-repository';
import { riderFor } from './store/rider-pool';
import type { TransportContext } from './transport-context';

/**
 * The ride as it is now: a searching ride whose assignment time has passed is given its rider first. The
 * sandbox assigns on the next read instead of on a timer, so the outcome is the same on every instance and
 * after a restart, and the tests move the clock instead of waiting.
 */
export async function currentRide(
  context: Pick<TransportContext, 'clock' | 'rides' | 'log' | 'ridePusher'>,
  row: RideRow,
): Promise<RideRow> {
  const now = context.clock();
  if (!isRiderDue(storedRideStatus(row.status), row.riderAssignAt.getTime(), now)) return row;
  const assigned = await context.rides.assignRider(row.id, riderFor(row.cabType, row.id), new Date(now));
  if (assigned) {
    context.log.info({ ride: row.queryId }, 'Rider assigned');
    context.ridePusher.changed({ riderId: row.riderId, queryId: row.queryId, status: 'rider_assigned' });
  }
  return (await context.rides.findById(row.id)) ?? row;
}
