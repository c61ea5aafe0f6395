import type { FastifyInstance } from 'fastify';
import { outboxPath } from '@/contract/accounts/accounts-paths';
import { outboxQuerySchema, outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { withContract } from '../http/route-contract';
import { checkResponse, parseQuery } from '../http/parse-request';
import type { ModuleContext } from '../modules/server-module';
import type { Outbox } from './outbox';

/**
 * Whether GET /dev/outbox is served: always outside production; in production only when the host sets
 * the environment variable OUTBOX=on, since the outbox shows every one-time password in clear.
 */
export function outboxRouteEnabled(nodeEnv: ModuleContext['nodeEnv'], env: NodeJS.ProcessEnv = process.env): boolean {
  return nodeEnv !== 'production' || env.OUTBOX === 'on';
}

/** GET /dev/outbox?recipient=&limit=: the newest messages the sandbox "sent", as JSON. */
export function registerOutboxRoute(app: FastifyInstance, outbox: Outbox): void {
  app.get(
    outboxPath,
    withContract({
      summary: 'Sandbox: the newest OTPs and emails the server would have sent',
      tags: ['sandbox'],
      query: outboxQuerySchema,
      response: outboxResponseSchema,
    }),
    async (request) => {
      const query = parseQuery(outboxQuerySchema, request.query);
      const messages = await outbox.newest(query.limit, query.recipient);
      return checkResponse(outboxResponseSchema, { messages });
    },
  );
}
