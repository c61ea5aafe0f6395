import type { FastifyError, FastifyInstance } from 'fastify';
import { requestLanguage } from '../i18n/server-language';
import { serverTexts } from '../i18n/server-texts';
import { BadRequestError } from './bad-request-error';
import { errorBody } from './error-body';
import { LocalizedError } from './localized-error';
import { loggableError } from './loggable-error';
import { NotFoundError } from './not-found-error';

/**
 * Every failure leaves as the contract's error body, in the language the request asks for; details of a server
 * fault stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof BadRequestError) {
      return reply.code(400).send(errorBody(error.text(language), error.detailsIn(language), error.code));
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send(errorBody(error.text(language), undefined, error.code));
    }
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large) are safe to repeat.
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = error instanceof LocalizedError ? error.text(language) : error.message;
      return reply.code(status).send(errorBody(message));
    }
    // Never the error itself: a failed query's message and stack carry the values the customer sent.
    request.log.error({ error: loggableError(error) }, 'Request failed');
    return reply.code(500).send(errorBody(serverTexts['request.serverError'][language]));
  });
}
