import type { FastifyInstance, FastifyReply } from 'fastify';
import type { UserEventStream } from '../stream/user-event-stream';

/**
 * Answers requests with event streams, and ends every stream still open when the server is asked to stop (an open
 * stream would keep it from closing). One per route that streams.
 */
export function eventStreamReplies(
  app: FastifyInstance,
): (reply: FastifyReply, stream: UserEventStream) => FastifyReply {
  const openStreams = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const end of [...openStreams]) end();
    done();
  });
  return (reply, stream) => {
    const end = () => {
      openStreams.delete(end);
      stream.end();
    };
    openStreams.add(end);
    reply.raw.once('close', end);
    // The stream writes its events to the socket itself once its body is piped here (UserEventStream.sendThrough).
    const piped = (source: unknown) => {
      if (source !== stream.body) return;
      reply.raw.off('pipe', piped);
      stream.sendThrough(reply.raw);
    };
    reply.raw.on('pipe', piped);
    return reply
      .code(200)
      .headers({
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx buffers answers unless told not to, which would hold events back.
        'x-accel-buffering': 'no',
      })
      .send(stream.body);
  };
}
