import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../http/public-url';

/**
 * Every answer of an API route names the storefront's own origin as the one that may read it. The app calls the API
 * from that origin, where the header changes nothing; a page of any other site is still refused by the browser.
 * Stated rather than left out so that a client, and the OWASP ruleset, can see the policy.
 */
export function registerCorsOrigin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.contract === undefined) return;
    const origin = originOf(publicUrl(request));
    if (origin !== null) reply.header('access-control-allow-origin', origin);
  });
}

function originOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null;
}
