import type { ZodError } from 'zod';
import type { ErrorDetail } from './error-body';

/** Input the client has to correct; answered with 400 and the fields at fault. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';

  constructor(
    message: string,
    readonly details: ErrorDetail[],
  ) {
    super(message);
  }

  static fromZod(message: string, error: ZodError): BadRequestError {
    return new BadRequestError(
      message,
      error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    );
  }
}
