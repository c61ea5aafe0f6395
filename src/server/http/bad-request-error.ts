import type { core } from 'zod/mini';
import { text, type Localized } from '../i18n/localized';
import type { ServerLanguage } from '../i18n/server-language';
import type { ServerTextKey } from '../i18n/server-texts';
import { zodIssueText } from '../i18n/zod-issue-text';
import type { ErrorDetail } from './error-body';
import { LocalizedError } from './localized-error';

/** A field at fault and what is wrong with it, written when the reader's language is known. */
export interface LocalizedDetail {
  readonly field: string;
  readonly message: Localized;
}

/** Input the client has to correct; answered with 400 and the fields at fault. */
export class BadRequestError extends LocalizedError {
  override readonly name = 'BadRequestError';

  constructor(
    message: Localized,
    readonly details: readonly LocalizedDetail[],
    code?: number,
  ) {
    super(message, code);
  }

  /** The details in the reader's language, as the error body carries them. */
  detailsIn(language: ServerLanguage): ErrorDetail[] {
    return this.details.map((detail) => ({ field: detail.field, message: detail.message(language) }));
  }

  /**
   * The message names the fields too, for clients that show only the message. A field the call does not take is
   * named itself; an issue with the whole value (a body that is an array or a number, not an object) is named by
   * `whole`, never by an empty field name.
   */
  static fromZod(summary: ServerTextKey, error: core.$ZodError, whole = 'body'): BadRequestError {
    const details = error.issues.flatMap((issue): LocalizedDetail[] => {
      const at = issue.path.map(String);
      const message = zodIssueText(issue);
      if (issue.code === 'unrecognized_keys' && issue.keys.length > 0)
        return issue.keys.map((key) => ({ field: [...at, key].join('.'), message }));
      return [{ field: at.length === 0 ? whole : at.join('.'), message }];
    });
    const fields = [...new Set(details.map((detail) => detail.field))];
    return new BadRequestError(text(summary, { fields: fields.join(', ') }), details);
  }
}
