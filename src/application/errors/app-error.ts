/**
 * A failure the application reports as a value: a stable code the UI turns into text,
 * and the server's own message when it sent one.
 */
export interface AppError {
  readonly code: AppErrorCode;
  readonly message: string;
  readonly status?: number;
}

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'PAYMENT_REQUIRED'
  | 'NOT_FOUND'
  | 'SERVER_ERROR'
  | 'SESSION_EXPIRED'
  /** The caller is signed in but their role may not do this (a console page for owners only); the session stays. */
  | 'FORBIDDEN'
  | 'SESSION_EXPIRED_419'
  | 'CONNECTION_FAILED'
  | 'REQUEST_TIMEOUT'
  | 'CONNECTION_TIMEOUT'
  | 'INVALID_RESPONSE';

export function isAppError(value: unknown): value is AppError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
