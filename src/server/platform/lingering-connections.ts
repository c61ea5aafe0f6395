import type { FastifyInstance } from 'fastify';

/** How often, while the server closes, the connections that have just sent their last answer are closed. */
const sweepEveryMs = 100;

/**
 * Closes each keep-alive connection as soon as it finishes its answer once the server has begun to close. Fastify
 * closes the connections idle at that moment; one still answering then (a slow page, a stream, a service worker's
 * precache) was kept open by the browser until the keep-alive timeout, 72 s in Fastify, and the server's close (the
 * database's clean close after a stop signal) waited that long: longer than a process manager's stop grace.
 */
export function registerLingeringConnectionsClose(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), sweepEveryMs);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}
