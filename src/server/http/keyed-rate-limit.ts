import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Localized } from '../i18n/localized';
import { RateLimitedError, rateLimitWindowMs, type RouteRateLimit } from './rate-limit';

/** Counts one request for `key`. @throws RateLimitedError (429, with Retry-After) over the limit. */
export type KeyedLimiter = (key: string, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A limit counted per key the route knows only once it has read the request (a rider, an account), on
 * @fastify/rate-limit's counters (its createRateLimit), in this process's memory like the per-client ones. Without
 * the plugin (RATE_LIMITS=off) nothing is limited.
 */
export function keyedLimiter(
  app: FastifyInstance,
  limit: RouteRateLimit,
  refusal: (seconds: number) => Localized,
): KeyedLimiter {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  // The plugin asks its key of the request, so the route's key is handed over beside it.
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: rateLimitWindowMs(limit.windowMs),
    keyGenerator: (request) => keys.get(request) ?? 'unknown',
  });
  return async (key, request, reply) => {
    keys.set(request, key);
    const counted = await check(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    const seconds = Math.max(1, counted.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new RateLimitedError(refusal(seconds));
  };
}
