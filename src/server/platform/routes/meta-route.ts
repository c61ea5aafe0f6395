import type { FastifyInstance } from 'fastify';
import { metaPath, metaResponseSchema, type MetaResponse } from '@/contract/platform/meta.contract';
import { checkResponse } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';

/**
 * GET /meta.json: the deployed version, which an open tab compares with its own to offer a reload.
 * The query string is left unread: it only carries the browser's cache-buster, whatever it is called.
 */
export function registerMetaRoute(app: FastifyInstance, version: string): void {
  const body: MetaResponse = checkResponse(metaResponseSchema, { version });
  app.get(
    metaPath,
    withContract({ summary: 'The deployed version', tags: ['platform'], response: metaResponseSchema }),
    async (_request, reply) => {
      // A cached copy would hide a new deployment from the very check that looks for one.
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );
}
