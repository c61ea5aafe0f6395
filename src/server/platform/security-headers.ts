import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy';
import type { PolicySources } from './policy-sources';

/**
 * The browser security headers on every answer (the page, its assets, config.json, the API, errors and 404s):
 * the page's Content-Security-Policy, framing refused (frame-ancestors 'none' and X-Frame-Options DENY), no MIME
 * sniffing and no full URL in the Referer to other origins. A route that answers a page with a policy of its own
 * (the payment sandboxes, the media) sets its headers over these.
 * Call before any route and before the response cache, whose replayed answers then carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, sources: PolicySources): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults include upgrade-insecure-requests, which would break the app served over plain http on
      // a LAN address; the directives are all listed here instead.
      useDefaults: false,
      directives: contentSecurityPolicy(sources),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The bank's login opens in a new tab that may be another origin: 'same-origin' would cut the tab off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The reference server speaks plain http; HSTS belongs to the TLS front that a deployment puts before it.
    strictTransportSecurity: false,
  });
}

/**
 * The same protections for the answers Fastify gives before any hook runs (a path that is not valid
 * percent-encoding): an error body, which needs no source at all.
 */
export const hooklessAnswerHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
