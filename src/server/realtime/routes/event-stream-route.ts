import type { FastifyInstance } from 'fastify';
import { walletApiV1 } from '@/contract/api-paths';
import { apiHeaders } from '@/contract/headers';
import { eventStreamHeadersSchema, eventStreamQuerySchema } from '@/contract/realtime/realtime-event.contract';
import { userEventStreamPath } from '@/contract/realtime/realtime-paths';
import { SessionExpiredError } from '../../shared/session/session-expired-error';
import type { SessionStore } from '../../shared/session/session-store';
import { BadRequestError } from '../../http/bad-request-error';
import { parseQuery } from '../../http/parse-request';
import { withContract } from '../../http/route-contract';
import type { EventHub } from '../event-hub';
import type { RealtimeSettings } from '../realtime-settings';
import { openUserEventStream } from '../stream/user-event-stream';
import { eventStreamReplies } from './event-stream-replies';

export interface EventStreamDependencies {
  readonly hub: EventHub;
  readonly sessions: SessionStore;
  readonly settings: RealtimeSettings;
}

/** GET /api/v1/user/sse: the signed-in user's real-time events as text/event-stream. */
export function registerEventStreamRoute(app: FastifyInstance, dependencies: EventStreamDependencies): void {
  const sendStream = eventStreamReplies(app);

  app.get(
    `${walletApiV1}/${userEventStreamPath}`,
    {
      ...withContract({
        summary: "The signed-in user's order and payment events (server-sent events)",
        description:
          'EventSource cannot send headers, so the session token is a query parameter. Each event has an id line; ' +
          'a reconnect with Last-Event-ID first receives the events it missed (the newest 100 after that id, kept ' +
          'in the database for 24 hours, so on any instance and after a restart). A comment line every 15 s keeps ' +
          'proxies from closing an idle stream. The stream ends after a logout, within a minute.',
        tags: ['realtime'],
        session: 'query',
        query: eventStreamQuerySchema,
        responseType: 'text/event-stream',
      }),
      // Each event has to leave at once; compression would hold it back until a block fills.
      compress: false,
      // A HEAD would open a stream only to drop it; an event stream has no headers worth asking for alone.
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const query = parseQuery(eventStreamQuerySchema, request.query);
      const headers = eventStreamHeadersSchema.safeParse(request.headers);
      if (!headers.success) throw BadRequestError.fromZod('request.invalidHeaders', headers.error, 'headers');
      const token = query[apiHeaders.sessionToken]?.trim() ?? '';
      const user = token === '' ? null : await dependencies.sessions.find(token);
      if (user === null) throw new SessionExpiredError();

      const stream = openUserEventStream({
        ...dependencies,
        userQueryId: user.userQueryId,
        token,
        lastEventId: headers.data['last-event-id'],
      });
      return sendStream(reply, stream);
    },
  );
}
