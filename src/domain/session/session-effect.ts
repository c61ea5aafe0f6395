/**
 * What a failed request means for the session:
 * - KEEP_SESSION: nothing happens to the session; the failure is reported as usual.
 * - END_SESSION: the customer is logged out, and the cart, the order lists and the session are cleared.
 * - LOG_IN_AGAIN: the transport service signs in again with its preset credentials, the session stays.
 */
export type SessionEffect = 'KEEP_SESSION' | 'END_SESSION' | 'LOG_IN_AGAIN';

/** The error as the request layer reports it; its status is the code (401 stands for 401 and 403). */
export interface RequestFailure {
  readonly status?: number;
}

/** Where the failed request came from. */
export interface RequestFailureContext {
  /** The failed request was a login call (the customer's, or the transport mode's preset one). */
  readonly duringLogin: boolean;
  /** The failed request went to the transport (ride booking) service. */
  readonly transportService: boolean;
  /** The path of the page the customer is on, e.g. /checkout/cart-summary. */
  readonly pagePath: string;
}

/**
 * The request layer maps both 401 and 403 to code 401; a raw 403 is taken the same way so that the rule
 * holds whichever side of that mapping the error comes from.
 */
const sessionExpiredStatuses: readonly number[] = [401, 403];
const transportSessionExpiredStatus = 419;

/** Transport pages (any path containing "transport") run on the transport mode's own login. */
export function isTransportPage(pagePath: string): boolean {
  return pagePath.includes('transport');
}

/**
 * A 401 ends the session, except during a login (a wrong PIN is not an expired session) and except on
 * transport pages. A 419 from the transport service means its preset login expired: log in again. During a
 * login nothing is re-tried, so a failing preset login cannot loop.
 */
export function sessionEffectOfError(error: RequestFailure, context: RequestFailureContext): SessionEffect {
  if (error.status === undefined || context.duringLogin) return 'KEEP_SESSION';
  if (error.status === transportSessionExpiredStatus) {
    return context.transportService ? 'LOG_IN_AGAIN' : 'KEEP_SESSION';
  }
  if (sessionExpiredStatuses.includes(error.status) && !isTransportPage(context.pagePath)) return 'END_SESSION';
  return 'KEEP_SESSION';
}
