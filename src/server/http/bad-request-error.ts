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

  /**
   * The message names the fields too, for clients that show only the message. A field the call does not take is
   * named itself; an issue with the whole value (a body that is an array or a number, not an object) is named by
   * `whole`, never by an empty field name.
   */
  static fromZod(summary: string, error: core.$ZodError, whole = 'body'): BadRequestError {
    const details = error.issues.flatMap((issue) => {
      const at = issue.path.map(String);
      if (issue.code === 'unrecognized_keys' && issue.keys.length > 0)
        return issue.keys.map((key) => ({ field: [...at, key].join('.'), message: issue.message }));
      return [{ field: at.length === 0 ? whole : at.join('.'), message: issue.message }];
    });
    const fields = [...new Set(details.map((detail) => detail.field))];
    return new BadRequestError(`${summary}: ${fields.join(', ')}`, details);
  }
}
