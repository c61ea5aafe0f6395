/** A resource the client named does not exist (or is not theirs to see); answered with 404. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}
