import type { AppError } from '@/application/errors/app-error';

/**
 * An AppError as the request layer rejects with it. For the statuses whose body is passed on
 * (400, 402, 404, 500) the server's body travels along, so an adapter can read more than the message,
 * e.g. the account a refused login names or the url of a refused card payment.
 */
export interface RequestError extends AppError {
  readonly body?: unknown;
}

/** The server's error body that came with a request error; undefined when there was none. */
export function errorBodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { body?: unknown }).body : undefined;
}
