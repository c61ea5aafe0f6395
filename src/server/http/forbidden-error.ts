/**
 * The caller is known but their role may not do this (a store's staff member on an owner's page): answered 403.
 * The error handler answers a 4xx error's own status and message.
 */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  readonly statusCode = 403;

  constructor(message = 'Only the store\u2019s owner may do this') {
    super(message);
  }
}
