import type { core } from 'zod/mini';
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

  /** The message names the fields too, for clients that show only the message. */
  static fromZod(summary: string, error: core.$ZodError): BadRequestError {
    const details = error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }));
    const fields = [...new Set(details.map((detail) => detail.field))];
    return new BadRequestError(`${summary}: ${fields.join(', ')}`, details);
  }
}
