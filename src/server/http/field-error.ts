import { BadRequestError } from './bad-request-error';
import type { Localized } from '../i18n/localized';

/**
 * A 400 about one field, judged by a domain rule rather than the schema. The message is the rule's own
 * text, since the storefront shows error.message to the customer as it is; a rule with a code of its own (a
 * transport code) sends it along.
 */
export function fieldError(field: string, message: Localized, code?: number): BadRequestError {
  return new BadRequestError(message, [{ field, message }], code);
}
