import { text } from '../i18n/localized';
import { requestLanguage, type ServerLanguage } from '../i18n/server-language';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody, type ErrorDetail } from '../http/error-body';
import type { TrustProxy } from '../config/trust-proxy';
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
  /** The proxies believed about the client (X-Forwarded-For and -Proto); none unless said. */
  trustProxy?: TrustProxy | undefined;
}

/** Fastify's settings for the reference server: limits, the request log, and the error body for framework errors. */
export function serverOptions({ logger, logStream, trustProxy }: ServerLogSetting): FastifyServerOptions {
  return {
    // Behind a TLS front, the client's address (rate limits, the log) and the scheme (the public address) are the
    // ones the trusted proxies forward; anyone else's X-Forwarded-* headers are ignored.
    ...(trustProxy === undefined ? {} : { trustProxy: trustProxyOption(trustProxy) }),
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

/** A hop count trusts that many proxies nearest the server (proxy-addr's meaning); a list, those addresses. */
function trustProxyOption(trustProxy: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return [...trustProxy];
  return (_address: string, hop: number) => hop < trustProxy;
}

function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = requestLanguage(request);
  const details = error.code === 'FST_ERR_BAD_URL' ? undecodableParameter(request, language) : undefined;
  void reply
    .code(error.statusCode ?? 400)
    .headers(hooklessAnswerHeaders)
    .send(errorBody(error.message, details));
}

const undecodableMarker = 'undecodable-segment';

/**
 * The path parameter whose segment is not valid percent-encoding (a lone surrogate's bytes, a cut-off escape),
 * so the 400 names the field like any other refusal. The router gives up before matching a route; matching the
 * path again with that segment replaced tells which parameter it was. None when no route has a parameter there.
 */
function undecodableParameter(request: FastifyRequest, language: ServerLanguage): ErrorDetail[] | undefined {
  const segments = (request.url.split('?')[0] ?? '').split('/');
  const index = segments.findIndex((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
  if (index === -1) return undefined;
  segments[index] = undecodableMarker;
  const route = request.server.findRoute({ method: request.method, url: segments.join('/') });
  const field = Object.entries(route?.params ?? {}).find(([, value]) => value === undecodableMarker)?.[0];
  return field === undefined ? undefined : [{ field, message: text('field.percentEncoding')(language) }];
}
