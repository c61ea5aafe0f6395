import { text, type Localized } from '../i18n/localized';
import { LocalizedError } from './localized-error';

/**
 * The caller is known but their role may not do this (a store's staff member on an owner's page): answered 403.
 * The error handler answers a 4xx error's own status and message.
 */
export class ForbiddenError extends LocalizedError {
  override readonly name = 'ForbiddenError';
  readonly statusCode = 403;

  constructor(message: Localized = text('request.forbiddenOwnerOnly')) {
    super(message);
  }
}
