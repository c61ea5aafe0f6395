import type { FastifyRequest } from 'fastify';
import { apiHeaders } from '@/contract/headers';
import type { ServerDatabase } from '../../db/database';
import { systemClock, type Clock } from '../clock';
import { SessionExpiredError } from './session-expired-error';
import { SessionStore, type SessionUser } from './session-store';

const bearer = /^Bearer\s+(\S+)$/i;

/** The session token of a request: the wallet header, else `Authorization: Bearer` (logout uses that). */
export function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[apiHeaders.sessionToken];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader !== undefined && fromHeader.trim() !== '') return fromHeader.trim();
  const match = bearer.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * The user of the request's session, for every route that needs one.
 * @throws SessionExpiredError (401 "Session Expired") when the token is missing, unknown or expired.
 */
export async function requireSession(
  request: FastifyRequest,
  db: ServerDatabase,
  clock: Clock = systemClock,
): Promise<SessionUser> {
  const token = sessionTokenOf(request);
  const user = token === null ? null : await new SessionStore(db, clock).find(token);
  if (user === null) throw new SessionExpiredError();
  return user;
}
