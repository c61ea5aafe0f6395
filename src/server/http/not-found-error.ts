import { LocalizedError } from './localized-error';

/** A resource the client named does not exist (or is not theirs to see); answered with 404. */
export class NotFoundError extends LocalizedError {
  override readonly name = 'NotFoundError';
}
