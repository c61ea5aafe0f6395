import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../i18n/localized';
import { keyedLimiter } from '../http/keyed-rate-limit';

/** What one rider (or, at sign-in, one device) does that is limited on its own, apart from the client's address. */
export type RiderAction = 'signIn' | 'pricing' | 'booking' | 'cancelling' | 'receipts';

const minute = 60_000;

/**
 * Each rider's own limits, well above a person's pace at the booking screen (a price per route change, a few
 * bookings) and far below a script's. They count per rider, so one rider over a limit never stops another; the
 * per-client limits (route-rate-limits.ts) are set above them, so riders sharing an address (a hotel's wifi) are
 * not stopped by one of them either.
 */
export const riderRateLimits: Readonly<Record<RiderAction, { readonly max: number; readonly windowMs: number }>> = {
  signIn: { max: 10, windowMs: minute },
  pricing: { max: 60, windowMs: minute },
  booking: { max: 10, windowMs: minute },
  cancelling: { max: 10, windowMs: minute },
  receipts: { max: 10, windowMs: minute },
};

/** Counts one request of a rider's action. @throws RateLimitedError (429, with Retry-After) over its limit. */
export type RiderLimiter = (
  action: RiderAction,
  riderKey: string,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

/** The riders' limits, each counted per rider (keyed-rate-limit.ts). */
export function riderLimiter(app: FastifyInstance): RiderLimiter {
  const limiters = new Map(
    Object.entries(riderRateLimits).map(([action, limit]) => [
      action,
      keyedLimiter(app, limit, (seconds) => text('rider.rateLimited', { count: seconds })),
    ]),
  );
  return (action, riderKey, request, reply) => limiters.get(action)!(`${action}:${riderKey}`, request, reply);
}
