import { AxiosError, isCancel } from 'axios';
import type { AppError } from '@/application/errors/app-error';

const passedOnStatuses: Record<number, AppError['code']> = {
  400: 'BAD_REQUEST',
  402: 'PAYMENT_REQUIRED',
  404: 'NOT_FOUND',
  500: 'SERVER_ERROR',
};

/** The server's words: error.message, a plain string error, or the whole body as text. */
function messageFromBody(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body === 'object' && body !== null) {
    const error = (body as { error?: unknown }).error;
    if (typeof error === 'string') return error;
    if (typeof error === 'object' && error !== null) {
      const message = (error as { message?: unknown }).message;
      if (typeof message === 'string') return message;
    }
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    return JSON.stringify(body);
  }
  return '';
}

/** Maps whatever axios threw to the request layer's error catalogue. */
export function toAppError(thrown: unknown): AppError {
  // The spec's codes of the failures without an answer: a cancelled request 1, a network failure 0.
  if (isCancel(thrown)) return { code: 'CONNECTION_FAILED', message: 'Connection Failed', status: 1 };
  if (thrown instanceof AxiosError) {
    const status = thrown.response?.status;
    if (status === undefined) {
      return thrown.code === AxiosError.ECONNABORTED || thrown.code === AxiosError.ETIMEDOUT
        ? { code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' }
        : { code: 'REQUEST_TIMEOUT', message: 'Request Timeout', status: 0 };
    }
    if (status === 401 || status === 403) return { code: 'SESSION_EXPIRED', message: 'Session Expired', status: 401 };
    if (status === 419) return { code: 'SESSION_EXPIRED_419', message: 'Session Expired', status: 419 };
    // Every status from 200 to 700 is the server's answer (a 409 conflict, a 413 too large as well as the
    // catalogue's own): its message is shown, never a connection failure the customer would retry in vain.
    if (status >= 200 && status < 700) {
      const code = passedOnStatuses[status] ?? (status < 500 ? 'BAD_REQUEST' : 'SERVER_ERROR');
      return { code, message: messageFromBody(thrown.response?.data), status };
    }
  }
  return { code: 'CONNECTION_TIMEOUT', message: 'Connection Timeout' };
}
