/**
 * A payment the server cannot take as offered (an unknown or used card token, a card form never submitted):
 * answered 402 with the contract's error body by the error handler, which sends any 4xx status as it is.
 */
export class PaymentRequiredError extends Error {
  override readonly name = 'PaymentRequiredError';
  readonly statusCode = 402;
}
