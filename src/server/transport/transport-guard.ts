import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../accounts/session-guard';
import type { StaffMember, StaffSessionStore } from '../merchant/staff-session-store';
import { TransportSessionExpiredError } from './transport-session-expired-error';

/**
 * The transport account of the request's token, for every zapp_go call. The token is a staff session's, sent
 * as `Authorization: Bearer` like every merchant call, or in the wallet's session header.
 * A store account's token does not book rides: it is refused like an unknown one.
 * @throws TransportSessionExpiredError (419 "Session Expired") when the token is missing, unknown or expired.
 */
export async function requireTransportAccount(
  request: FastifyRequest,
  sessions: StaffSessionStore,
): Promise<StaffMember> {
  const token = sessionTokenOf(request);
  const member = token === null ? null : await sessions.find(token);
  if (member === null || member.role !== 'transport') throw new TransportSessionExpiredError();
  return member;
}
