import type { FastifyInstance } from 'fastify';

/** A sandbox form carries a few short fields; anything bigger is not one of ours. */
const formBodyLimit = 16 * 1024;

/**
 * Lets the sandbox pages' plain HTML forms post (application/x-www-form-urlencoded). Added on the payments'
 * own encapsulated scope, so no other route starts accepting form bodies.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(String(body))) fields[name] = value;
      done(null, fields);
    },
  );
}
