import type { AppError } from './app-error';

/**
 * A request that got no answer: the network was gone or the answer never came (the error catalogue's codes for
 * a failure without a status). Sending it again later may succeed, unlike a server's refusal (a 4xx).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as Partial<AppError>;
  return code === 'REQUEST_TIMEOUT' || code === 'CONNECTION_TIMEOUT';
}

/**
 * A failure the server may not give again: no answer, a server error (5xx), or a twin request with the same
 * idempotency key still being answered (409). Anything else is the server's refusal.
 */
export function isPassingFailure(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as Partial<AppError>;
  return status === 409 || (status !== undefined && status >= 500);
}
