import type { FastifyRequest } from 'fastify';
import { SessionExpiredError } from '../../shared/session/session-expired-error';
import { sessionTokenOf } from '../../shared/session/session-guard';
import { ForbiddenError } from '../../http/forbidden-error';
import type { StaffMember, StaffSessionStore } from '../store/staff-session-store';

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

/**
 * The store's owner of the request's token, for the owner's pages (money, staff accounts). The browser hides
 * those pages from staff; this is what actually keeps them out.
 * @throws SessionExpiredError (401) as requireStaff; ForbiddenError (403) for a staff member who is no owner.
 */
export async function requireOwner(request: FastifyRequest, sessions: StaffSessionStore): Promise<StaffMember> {
  const member = await requireStaff(request, sessions);
  if (member.consoleRole !== 'owner') throw new ForbiddenError();
  return member;
}
