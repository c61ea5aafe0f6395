import { LocalizedError } from '../../http/localized-error';
import { text } from '../../i18n/localized';

/**
 * No valid transport session: missing, unknown or expired. The spec's client answers a 419 from the transport
 * service by signing in again with its preset credentials (a 401 would log a customer out instead), so the
 * error handler sends this as 419 `{ error: { message: 'Session Expired' } }`.
 */
export class TransportSessionExpiredError extends LocalizedError {
  override readonly name = 'TransportSessionExpiredError';
  readonly statusCode = 419;

  constructor() {
    super(text('request.sessionExpired'));
  }
}
