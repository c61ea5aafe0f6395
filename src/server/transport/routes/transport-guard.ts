import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../../shared/session/session-guard';
import type { Rider, RiderSessions } from '../store/rider-sessions';
import { TransportSessionExpiredError } from './transport-session-expired-error';

/**
 * The rider of the request's token, for every zapp_go call. The token is a rider session's, sent as
 * `Authorization: Bearer` like every merchant call, or in the wallet's session header. A staff or customer token
 * does not book rides: it is refused like an unknown one.
 * @throws TransportSessionExpiredError (419 "Session Expired") when the token is missing, unknown or expired.
 */
export async function requireRider(request: FastifyRequest, riders: RiderSessions): Promise<Rider> {
  const token = sessionTokenOf(request);
  const rider = token === null ? null : await riders.find(token);
  if (rider === null) throw new TransportSessionExpiredError();
  return rider;
}
