import type { CancelRefusalCode } from '@/contract/transport/ride-refusal.contract';
import type { RideStatus } from '@/contract/transport/ride-kinds';
import type { Rider } from './store/rider-sessions';
import { currentRide } from './current-ride';
import { ownRide } from './own-ride';
import { storedRideStatus } from './ride-dto';
import { cancelRefusal } from './ride-lifecycle';
import type { RideRow } from './store/ride-repository';
import type { TransportContext } from './transport-context';

export type CancelOutcome =
  | { readonly outcome: 'cancelled'; readonly row: RideRow }
  | { readonly outcome: 'refused'; readonly code: CancelRefusalCode; readonly current: RideStatus };

/**
 * Cancels the account's ride while its search runs. The write is conditional on the ride still searching
 * before its assignment time, so a cancel racing the assignment (or another cancel) either wins or is refused
 * with the status that beat it; it is never applied on top of an assigned rider.
 * @throws NotFoundError for an unknown id or another account's ride.
 */
export async function cancelRiderSearch(
  context: Pick<TransportContext, 'clock' | 'rides' | 'log' | 'ridePusher'>,
  rider: Rider,
  queryId: string,
): Promise<CancelOutcome> {
  const row = await currentRide(context, await ownRide(context, rider, queryId));
  const refusal = cancelRefusal(storedRideStatus(row.status));
  if (refusal !== null) return { outcome: 'refused', code: refusal, current: storedRideStatus(row.status) };

  const won = await context.rides.cancelSearch(row.id, new Date(context.clock()));
  if (won) context.ridePusher.changed({ riderId: row.riderId, queryId: row.queryId, status: 'cancelled' });
  const after = await currentRide(context, await ownRide(context, rider, queryId));
  const status = storedRideStatus(after.status);
  if (won) return { outcome: 'cancelled', row: after };
  return { outcome: 'refused', code: cancelRefusal(status) ?? 'RIDER_ALREADY_ASSIGNED', current: status };
}
