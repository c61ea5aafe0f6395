import { text, type Localized } from '../i18n/localized';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { apiHeaders } from '@/contract/headers';
import type { RouteContract } from '../http/route-contract';
import { RateLimitedError, rateLimitWindowMs, type RouteRateLimit } from '../http/rate-limit';
import { defaultRouteRateLimit, routeRateLimits } from './route-rate-limits';

/** The refusal's words; whole seconds, as in Retry-After. */
export function rateLimitedMessage(seconds: number): Localized {
  return text('request.rateLimited', { count: seconds });
}

/**
 * Whom a request of the default limit is counted for: on a route that needs a session, the session (hashed: the
 * counters never hold a token); elsewhere, and without a token, the client's address.
 */
function defaultLimitKey(contract: RouteContract): ((request: FastifyRequest) => string) | undefined {
  if (contract.session !== true) return undefined;
  return (request) => {
    const token = request.headers[apiHeaders.sessionToken];
    if (typeof token !== 'string' || token === '') return request.ip;
    return `session:${createHash('sha256').update(token).digest('base64url')}`;
  };
}

/**
 * Per-client rate limits, with @fastify/rate-limit: the routes of routeRateLimits per IP address, and every other
 * route of the API document by defaultRouteRateLimit. Each answer of a limited route carries X-RateLimit-Limit,
 * -Remaining and -Reset; over a limit it is answered 429 with Retry-After (seconds) before its body is read.
 * Counted in this process's memory: several instances behind one address each count on their own. Call before
 * any route is registered: the limits are attached to each route as it is added.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  limits: Readonly<Record<string, RouteRateLimit>> = routeRateLimits,
): Promise<void> {
  const unmatched = new Set(Object.keys(limits));
  // Runs before the plugin's own onRoute hook (added below), which reads config.rateLimit.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      const limit = limits[key];
      const contract = route.config?.contract;
      if (limit !== undefined) {
        unmatched.delete(key);
        route.config = {
          ...route.config,
          rateLimit: { max: limit.max, timeWindow: rateLimitWindowMs(limit.windowMs) },
        };
      } else if (contract !== undefined) {
        const keyGenerator = defaultLimitKey(contract);
        route.config = {
          ...route.config,
          rateLimit: {
            max: defaultRouteRateLimit.max,
            timeWindow: rateLimitWindowMs(defaultRouteRateLimit.windowMs),
            ...(keyGenerator ? { keyGenerator } : {}),
          },
        };
      }
    }
  });
  // A route renamed without its limit would silently lose it.
  app.addHook('onReady', async () => {
    if (unmatched.size > 0) throw new Error(`Rate limits name no route: ${[...unmatched].join(', ')}`);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(rateLimitedMessage(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  // The plugin appends its check to the route's own onRequest hooks; a route that answers in one of them (the
  // products of an order) would then answer uncounted and without the limit's headers. The check goes first.
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === undefined || !Array.isArray(route.onRequest) || route.onRequest.length < 2) return;
    const check = route.onRequest.pop();
    if (check !== undefined) route.onRequest.unshift(check);
  });
}
