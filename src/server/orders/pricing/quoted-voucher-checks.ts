import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KeyedLimiter } from '../../http/keyed-rate-limit';

/** The accounts whose last checked code is remembered; the oldest is forgotten first beyond this. */
const rememberedAccounts = 10_000;

/**
 * Counts a quote's voucher check against the account's limit only when the code is not the one the account
 * checked last. The cart summary prices the cart again with the applied voucher on every quantity or tip change,
 * which is one code checked again, not a guess; a new code is a guess and is counted, so trying codes stays as
 * limited as on the validate-voucher call.
 */
export function quotedVoucherChecks(limit: KeyedLimiter) {
  const lastCodeOf = new Map<number, string>();
  return async (userId: number, code: string, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (lastCodeOf.get(userId) === code) return;
    await limit(`user:${userId}`, request, reply);
    lastCodeOf.delete(userId);
    lastCodeOf.set(userId, code);
    if (lastCodeOf.size > rememberedAccounts) lastCodeOf.delete(lastCodeOf.keys().next().value!);
  };
}
