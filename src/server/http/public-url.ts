import type { FastifyInstance, FastifyRequest } from 'fastify';
import { text } from '../i18n/localized';
import { BadRequestError } from './bad-request-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The storefront's configured public address (PUBLIC_URL), or null to take the request's own host. */
    readonly configuredPublicUrl: string | null;
  }
}

/** A Host header that is a host name or address with an optional port and nothing else. */
function wellFormedHost(host: string): boolean {
  if (host === '' || !URL.canParse(`http://${host}`)) return false;
  const parsed = new URL(`http://${host}`);
  // The URL parser is lenient ("a/b" is host "a" with a path): the header must be exactly a host and port.
  return parsed.host === host.toLowerCase() || `${parsed.hostname}:${parsed.port || '80'}` === host.toLowerCase();
}

/**
 * The public address answers are built with (the QR code's order page, the card checkout's return address).
 * A malformed Host header is refused with 400 in the app's first hook, before any route reads or writes anything:
 * an order once was placed and then answered 500 because its QR code could not be built for "Host: a b".
 */
export function registerPublicUrl(app: FastifyInstance, configured: string | undefined): void {
  app.decorate('configuredPublicUrl', configured === undefined ? null : configured.replace(/\/+$/, ''));
  app.addHook('onRequest', async (request) => {
    if (!wellFormedHost(request.host)) {
      throw new BadRequestError(text('request.invalidHeaders', { fields: 'host' }), [
        { field: 'host', message: text('field.host') },
      ]);
    }
  });
}

/** The storefront's address for this request: PUBLIC_URL when set, else the origin the request came in on. */
export function publicUrl(request: FastifyRequest): string {
  return request.server.configuredPublicUrl ?? `${request.protocol}://${request.host}`;
}
