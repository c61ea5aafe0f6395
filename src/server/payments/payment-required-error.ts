/**
 * A payment the server cannot take as offered (an unknown or used card token, a card form never submitted):
 * answered 402 with the contract's error body by the error handler, which sends any 4xx status as it is.
 */
import { LocalizedError } from '../http/localized-error';

export class PaymentRequiredError extends LocalizedError {
  override readonly name = 'PaymentRequiredError';
  readonly statusCode = 402;
}
