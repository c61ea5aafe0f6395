import type { FastifyRequest } from 'fastify';
import { SessionExpiredError } from '../accounts/session-expired-error';
import { sessionTokenOf } from '../accounts/session-guard';
import type { StaffMember, StaffSessionStore } from './staff-session-store';

/**
 * The staff member of the request's `Authorization: Bearer` token, for every merchant call but the sign-in.
 * The spec's x-user-name and x-merchant-name headers only name the caller; the token alone decides who it is.
 * A transport account's token is not a store's: it is refused like an unknown one.
 * @throws SessionExpiredError (401 "Session Expired") when the token is missing, unknown or expired.
 */
export async function requireStaff(request: FastifyRequest, sessions: StaffSessionStore): Promise<StaffMember> {
  const token = sessionTokenOf(request);
  const member = token === null ? null : await sessions.find(token);
  if (member === null || member.role !== 'store') throw new SessionExpiredError();
  return member;
}
