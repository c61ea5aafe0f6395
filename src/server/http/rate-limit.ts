import { LocalizedError } from './localized-error';

/** How many requests one client (IP address, session, rider or account) may make to a route in a window. */
export interface RouteRateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** A client over a route's limit: answered 429 with the project's error body by the error handler. */
export class RateLimitedError extends LocalizedError {
  override readonly name = 'RateLimitedError';
  readonly statusCode = 429;
}

/**
 * A limit's window. Outside production, TEST_RATE_LIMIT_WINDOW_MS stretches every window to its length, so the
 * requests of a test of a limit fall in one window however slowly a busy machine sends them. A production server
 * never looks at the variable.
 */
export function rateLimitWindowMs(windowMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const stretched = Number(env.TEST_RATE_LIMIT_WINDOW_MS);
  return env.NODE_ENV !== 'production' && Number.isSafeInteger(stretched) && stretched > 0 ? stretched : windowMs;
}
