/** What the log keeps of a server fault: enough to find it, nothing a customer typed. */
export interface LoggableError {
  readonly type: string;
  readonly message: string;
  /** The SQLSTATE or Node error code, when there is one. */
  readonly code?: string;
  readonly stack: readonly string[];
  readonly cause?: LoggableError;
}

interface FailedQuery {
  readonly query: string;
  readonly params: unknown[];
}

const isFailedQuery = (error: object): error is Error & FailedQuery =>
  'query' in error && typeof error.query === 'string' && 'params' in error && Array.isArray(error.params);

/**
 * A server fault as the log may carry it. A failed database query keeps its SQL (placeholders only) and its
 * SQLSTATE, never its parameters; the database's own message is left out too, since it may quote a value
 * ("invalid input syntax for type integer: ..."), and so is the detail of a constraint ("Key (email)=(...)").
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-Error was thrown', stack: [] };
  const stack = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const code = (error as { code?: unknown }).code;
  const cause = depth < 3 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  const databaseError = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const message = isFailedQuery(error)
    ? `Failed query: ${error.query}`
    : databaseError
      ? 'The database refused the query'
      : error.message;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack,
    ...(cause === undefined ? {} : { cause }),
  };
}
