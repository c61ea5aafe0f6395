import type { FastifyInstance } from 'fastify';
import { outboxPath } from '@/contract/accounts/accounts-paths';
import { largestOutboxPage, outboxQuerySchema, outboxResponseSchema } from '@/contract/accounts/outbox.contract';
import { withContract } from '../../http/route-contract';
import { checkResponse, parseQuery } from '../../http/parse-request';
import type { ModuleContext } from '../../modules/server-module';
import type { Outbox } from '../store/outbox';

/**
 * Who GET /dev/outbox answers, since it shows every one-time password in clear: by default only requests from
 * this machine's loopback interface (the developer's own browser and tests); everyone with OUTBOX=on, the host
 * saying so explicitly; nobody in production (unless OUTBOX=on) or with OUTBOX=off.
 */
export type OutboxAccess = 'everyone' | 'loopback' | 'nobody';

export function outboxAccess(nodeEnv: ModuleContext['nodeEnv'], env: NodeJS.ProcessEnv = process.env): OutboxAccess {
  if (env.OUTBOX === 'on') return 'everyone';
  if (nodeEnv === 'production' || env.OUTBOX === 'off') return 'nobody';
  return 'loopback';
}

/**
 * Whether a connection comes from the loopback interface, judged by the socket's own peer address: headers
 * such as X-Forwarded-For are the client's to write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address ?? '');
}

/** GET /dev/outbox?recipient=&limit=: the newest messages the sandbox "sent", as JSON. */
export function registerOutboxRoute(app: FastifyInstance, outbox: Outbox, access: OutboxAccess): void {
  if (access === 'nobody') return;
  app.get(
    outboxPath,
    withContract({
      summary: 'Sandbox: the newest OTPs and emails the server would have sent',
      description: `The newest first, at most ${largestOutboxPage} (limit, 50 by default).`,
      tags: ['sandbox'],
      query: outboxQuerySchema,
      response: outboxResponseSchema,
    }),
    async (request, reply) => {
      // Answered as if the route did not exist, so a stranger learns nothing of the sandbox.
      if (access === 'loopback' && !isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
      const query = parseQuery(outboxQuerySchema, request.query);
      const messages = await outbox.newest(query.limit, query.recipient);
      return checkResponse(outboxResponseSchema, { messages });
    },
  );
}
