import { LocalizedError } from '../http/localized-error';
import type { Localized } from '../i18n/localized';

/**
 * An upload the server refuses for its size (413) or its type (415). The error handler answers any 4xx error
 * with its message in the contract's error body, so the status travels on the error itself.
 */
export class UploadError extends LocalizedError {
  override readonly name = 'UploadError';

  constructor(
    readonly statusCode: 413 | 415,
    message: Localized,
  ) {
    super(message);
  }
}
