import { Agent, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerLingeringConnectionsClose } from '@/server/platform/lingering-connections';
import { serverOptions } from '@/server/platform/server-options';

// A browser keeps its connection open after an answer (keep-alive). When the server begins to close while an answer
// is on its way (its head sent, its end not yet: a file, a stream), the connection must close once that answer ends:
// the server's close (and the database's behind it) must not wait for the keep-alive timeout, 72 s in Fastify.

async function streamingApp(withSweep: boolean): Promise<{ app: FastifyInstance; port: number; body: PassThrough }> {
  // A keep-alive timeout beyond any test's: a connection the close leaves open fails the test instead of closing by
  // itself after Fastify's 72 s.
  const app = Fastify({ ...serverOptions({ logger: false }), keepAliveTimeout: 3_600_000 });
  if (withSweep) registerLingeringConnectionsClose(app);
  const body = new PassThrough();
  app.get('/answer', (_request, reply) => {
    body.write('{"answered":');
    void reply.type('application/json').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, body };
}

/** The answer's head (once the client has it), then its whole body and the connection it came on. */
function get(port: number, agent: Agent) {
  let onHead = () => undefined as void;
  const head = new Promise<void>((resolve) => (onHead = resolve));
  const whole = new Promise<{ status: number; body: string; socket: Socket }>((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: '/answer', agent }, (response) => {
      onHead();
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, socket: call.socket as Socket }));
    });
    call.on('error', reject);
    call.end();
  });
  return { head, whole };
}

function closed(socket: Socket): Promise<void> {
  return socket.destroyed ? Promise.resolve() : new Promise((resolve) => socket.once('close', () => resolve()));
}

/** Asks for the answer on a keep-alive connection, begins to close the server once its head has come, then ends it. */
async function closeDuringAnswer(withSweep: boolean) {
  const agent = new Agent({ keepAlive: true });
  const { app, port, body } = await streamingApp(withSweep);
  const answer = get(port, agent);
  await answer.head;
  const serverClosed = app.close();
  body.end('true}');
  return { app, agent, serverClosed, ...(await answer.whole) };
}

it('an answer on its way when the server begins to close is sent whole, then its keep-alive connection closes', async () => {
  const { app, agent, serverClosed, status, body, socket } = await closeDuringAnswer(true);
  try {
    expect(status).toBe(200);
    expect(JSON.parse(body)).toEqual({ answered: true });
    await closed(socket);
    await serverClosed;
    expect(app.server.listening).toBe(false);
  } finally {
    agent.destroy();
  }
});

it('without the sweep, that connection stays open after the answer (what the sweep is for)', async () => {
  const { agent, serverClosed, socket } = await closeDuringAnswer(false);
  try {
    // Several of the sweep's periods after the answer, the connection is still open.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(socket.destroyed).toBe(false);
  } finally {
    agent.destroy();
    await serverClosed;
  }
});
