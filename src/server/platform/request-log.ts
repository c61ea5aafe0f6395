import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { apiHeaders } from '@/contract/headers';
import { urlWithoutSecrets } from './url-without-secrets';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const secretHeaders = [apiHeaders.sessionToken, 'authorization', 'cookie', apiHeaders.apiKey];

/**
 * pino settings: requests are logged by method, URL without secrets and address, never with headers or bodies
 * (PINs, passwords and card numbers travel in bodies). Header redaction covers anyone who logs headers by hand.
 */
export function requestLoggerOptions(stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level: 'info',
    redact: {
      paths: secretHeaders.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: urlWithoutSecrets(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per answered request, carrying the request too, in place of Fastify's "incoming" and "completed"
 * pair. Fastify's "route not found" line is dropped: it prints the raw URL, token and all, and the one line
 * already says 404.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request failed');
    else reply.log.info(line, 'request completed');
  }
}
