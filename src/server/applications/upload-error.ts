/**
 * An upload the server refuses for its size (413) or its type (415). The error handler answers any 4xx error
 * with its message in the contract's error body, so the status travels on the error itself.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly statusCode: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}
