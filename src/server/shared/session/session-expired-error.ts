import { LocalizedError } from '../../http/localized-error';
import { text } from '../../i18n/localized';

/**
 * No valid session: missing, unknown or expired. The error handler answers a 4xx error's own status and
 * message, so this leaves as 401 `{ error: { message: 'Session Expired' } }`, the words the browser shows.
 */
export class SessionExpiredError extends LocalizedError {
  override readonly name = 'SessionExpiredError';
  readonly statusCode = 401;

  constructor() {
    super(text('request.sessionExpired'));
  }
}
