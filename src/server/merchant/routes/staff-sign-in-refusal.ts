import { requestLanguage } from '../../i18n/server-language';
import { text, type Localized } from '../../i18n/localized';
import type { FastifyReply } from 'fastify';
import { errorBodySchema } from '@/contract/common/error.contract';
import type { Clock } from '../../shared/clock';
import { BadRequestError } from '../../http/bad-request-error';
import { checkResponse } from '../../http/parse-request';
import type { StaffSignInOutcome } from '../sign-in-staff';

/** One message for an unknown username and a wrong password, so the answer does not tell which names exist. */
export const wrongStaffCredentials = text('staff.wrongCredentials');

/** The refusal while sign-in is locked; whole minutes, rounded up, so it never says 0. */
export function staffLockedMessage(remainingMs: number): Localized {
  return text('staff.locked', { count: Math.max(1, Math.ceil(remainingMs / 60_000)) });
}

/**
 * Answers a refused staff sign-in: the same 400 for a wrong password and an unknown name, and while
 * locked a 400 saying so with the seconds left in Retry-After (400 as the customers' PIN lock, whose client shows
 * a 400's message).
 */
export function refuseStaffSignIn(
  reply: FastifyReply,
  refusal: Exclude<StaffSignInOutcome, { outcome: 'signed_in' }>,
  clock: Clock,
): FastifyReply {
  if (refusal.outcome === 'refused') throw new BadRequestError(wrongStaffCredentials, []);
  const remainingMs = refusal.until.getTime() - clock();
  return reply
    .code(400)
    .header('retry-after', String(Math.max(1, Math.ceil(remainingMs / 1000))))
    .send(
      checkResponse(errorBodySchema, {
        error: { message: staffLockedMessage(remainingMs)(requestLanguage(reply.request)), details: [] },
      }),
    );
}
