import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody } from '../http/error-body';
import { answerClientError } from './client-error-handler';
import { RequestLogController, requestLoggerOptions } from './request-log';
import { hooklessAnswerHeaders } from './security-headers';

/** Largest JSON body accepted; more is answered 413. Upload routes set their own limit. */
export const jsonBodyLimit = 1024 * 1024;

export interface ServerLogSetting {
  /** Log one line per request (pino, JSON). */
  logger: boolean;
  /** Where the log goes; stdout unless said. */
  logStream?: NodeJS.WritableStream;
}

/** Fastify's settings for the reference server: limits, the request log, and the error body for framework errors. */
export function serverOptions({ logger, logStream }: ServerLogSetting): FastifyServerOptions {
  return {
    logger: logger ? requestLoggerOptions(logStream) : false,
    logController: new RequestLogController(),
    bodyLimit: jsonBodyLimit,
    // Contract ids go up to 200 characters; Fastify's default of 100 would answer a longer one 414.
    routerOptions: { maxParamLength: 200 },
    // A path that is not valid percent-encoding, or a parameter over maxParamLength, never reaches the error handler.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  };
}

function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .code(error.statusCode ?? 400)
    .headers(hooklessAnswerHeaders)
    .send(errorBody(error.message));
}
