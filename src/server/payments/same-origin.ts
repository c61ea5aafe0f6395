import type { FastifyRequest } from 'fastify';

/** The origin the request reached this server on: the storefront's own, since the server serves the SPA too. */
export function serverOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** True when url is an absolute http(s) URL on exactly this origin; anything else could lead the customer away. */
export function isSameOrigin(url: string, origin: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin === origin;
}
