import type { ZodMiniType } from 'zod/mini';
import type { RequestError } from './request-error';

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || body === '';
}

/**
 * Parses an answer with its contract. A body that breaks the contract becomes INVALID_RESPONSE naming the
 * first wrong field; an answer with no body where one was expected is the catalogue's "error with no
 * description" (an empty message).
 */
export function parseAnswer<T>(path: string, body: unknown, schema: ZodMiniType<T>): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  if (isEmptyBody(body)) {
    const error: RequestError = { code: 'INVALID_RESPONSE', message: '' };
    throw error;
  }
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  const error: RequestError = {
    code: 'INVALID_RESPONSE',
    message: `Unexpected answer from ${path}: ${where}: ${issue?.message ?? 'invalid'}`,
  };
  throw error;
}
