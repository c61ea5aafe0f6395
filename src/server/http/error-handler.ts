import type { FastifyError, FastifyInstance } from 'fastify';
import { BadRequestError } from './bad-request-error';
import { errorBody } from './error-body';
import { loggableError } from './loggable-error';
import { NotFoundError } from './not-found-error';

/** Every failure leaves as the contract's error body; details of a server fault stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError) {
      return reply.code(400).send(errorBody(error.message, error.details));
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send(errorBody(error.message));
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) are safe to repeat.
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(error.message));
    }
    // Never the error itself: a failed query's message and stack carry the values the customer sent.
    request.log.error({ error: loggableError(error) }, 'Request failed');
    return reply.code(500).send(errorBody('Internal server error'));
  });
}
