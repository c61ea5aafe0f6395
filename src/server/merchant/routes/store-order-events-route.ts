import type { FastifyInstance } from 'fastify';
import { merchantApiV1 } from '@/contract/api-paths';
import { merchantPaths } from '@/contract/merchant/merchant-paths';
import { eventStreamHeadersSchema } from '@/contract/realtime/realtime-event.contract';
import { sessionTokenOf } from '../../shared/session/session-guard';
import { BadRequestError } from '../../http/bad-request-error';
import { withContract } from '../../http/route-contract';
import { type EventHub, type RealtimeSettings, openUserEventStream, eventStreamReplies } from '../../realtime/index';
import type { MerchantContext } from '../merchant-context';
import { requireStaff } from './staff-guard';
import { storeChannelOf } from '../../order-events/index';

/**
 * GET /merchant/v1/orders/events: every order event of the staff member's store as server-sent events. The
 * console reads it with fetch, so the token travels in the Authorization header and never in a URL.
 */
export function registerStoreOrderEventsRoute(
  app: FastifyInstance,
  context: MerchantContext,
  realtime: { readonly hub: EventHub; readonly settings: RealtimeSettings },
): void {
  const sendStream = eventStreamReplies(app);

  app.get(
    `${merchantApiV1}/${merchantPaths.orderEvents}`,
    {
      ...withContract({
        summary: 'The order events of the signed-in staff member\u2019s store (server-sent events)',
        description:
          'A placed order, each status change and each payment of the store\u2019s orders, as the customer\u2019s ' +
          'stream sends them. A reconnect with Last-Event-ID first receives the events it missed. The stream ends ' +
          'within a minute after the staff member signs out or the session expires.',
        tags: ['merchant'],
        session: true,
        responseType: 'text/event-stream',
      }),
      compress: false,
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const member = await requireStaff(request, context.sessions);
      const headers = eventStreamHeadersSchema.safeParse(request.headers);
      if (!headers.success) throw BadRequestError.fromZod('request.invalidHeaders', headers.error, 'headers');
      const stream = openUserEventStream({
        ...realtime,
        sessions: context.sessions,
        userQueryId: storeChannelOf(member.companyQueryId),
        token: sessionTokenOf(request) ?? '',
        lastEventId: headers.data['last-event-id'],
      });
      return sendStream(reply, stream);
    },
  );
}
