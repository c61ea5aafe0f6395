import { transportErrorCodes } from '@/contract/transport/transport-error-codes';
import { text } from '../i18n/localized';
import { NotFoundError } from '../http/not-found-error';
import type { Rider } from './store/rider-sessions';
import type { RideRow } from './store/ride-repository';
import type { TransportContext } from './transport-context';

/**
 * The account's own ride with this query id.
 * @throws NotFoundError (transport code 9017) for an unknown id and for another account's ride alike, so ids
 * cannot be probed.
 */
export async function ownRide(
  context: Pick<TransportContext, 'rides'>,
  rider: Rider,
  queryId: string,
): Promise<RideRow> {
  const row = await context.rides.findOwn(rider.riderId, queryId);
  if (row === null)
    throw new NotFoundError(text('notFound.booking', { id: queryId }), transportErrorCodes.rideNotFound);
  return row;
}
