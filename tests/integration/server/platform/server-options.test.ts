import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { errorBodySchema } from '@/contract/common/error.contract';
import { registerErrorHandler } from '@/server/http/error-handler';
import { serverOptions } from '@/server/platform/server-options';

const token = 'f3c1a9e0-secret-session-token-7b2d';

// The server's own Fastify settings on an in-process app with a POST route of its own,
// because the real server's body-taking routes belong to other modules.
function appWithLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = Fastify(serverOptions({ logger: true, logStream }));
  registerErrorHandler(app);
  app.post('/api/v1/echo', async (request) => ({ received: request.body }));
  app.get('/api/v1/user/sse', async () => ({ ok: true }));
  return { app, lines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request bodies', () => {
  it('answers a content type with no parser with 415 and the error body', async () => {
    const { app } = appWithLog();

    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });

    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).error.message).toMatch(/Unsupported Media Type/i);
    await app.close();
  });

  it('takes a JSON body of just under 1 MB', async () => {
    const { app } = appWithLog();
    const padding = 'x'.repeat(1024 * 1024 - 100);

    const response = await app.inject({ method: 'POST', url: '/api/v1/echo', payload: { padding } });

    expect(response.statusCode).toBe(200);
    expect((response.json() as { received: { padding: string } }).received.padding).toHaveLength(padding.length);
    await app.close();
  });
});

describe('the request log', () => {
  it('writes exactly one line per request, with method, URL, status and time', async () => {
    const { app, lines } = appWithLog();

    await app.inject({ method: 'GET', url: '/api/v1/user/sse?x-udid=device-1' });

    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/user/sse?x-udid=[redacted]' },
      res: { statusCode: 200 },
    });
    expect(typeof lines()[0]?.['responseTime']).toBe('number');
    await app.close();
  });

  it('never holds the session token, whether it came as a header or in the query', async () => {
    const { app, lines } = appWithLog();

    await app.inject({
      method: 'GET',
      url: `/api/v1/user/sse?x-p3-mwallet-session-token=${token}&x-udid=device-1`,
      headers: { 'x-p3-mwallet-session-token': token, authorization: `Bearer ${token}` },
    });
    await app.inject({ method: 'GET', url: `/api/v1/user/sse?X-P3-Mwallet-Session-Token=${token}` });
    await app.inject({ method: 'GET', url: `/api/v1/no-such-route?x-p3-mwallet-session-token=${token}` });

    const log = JSON.stringify(lines());
    expect(lines()).toHaveLength(3);
    expect(log).not.toContain(token);
    expect(lines()[0]).toMatchObject({
      req: { url: '/api/v1/user/sse?x-p3-mwallet-session-token=[redacted]&x-udid=[redacted]' },
    });
    expect(lines()[2]).toMatchObject({ res: { statusCode: 404 } });
    await app.close();
  });

  it('redacts the session header for code that logs headers by hand', async () => {
    const { app, lines } = appWithLog();
    app.get('/api/v1/headers', async (request) => {
      request.log.info({ headers: request.headers }, 'headers seen');
      return {};
    });

    await app.inject({ method: 'GET', url: '/api/v1/headers', headers: { 'x-p3-mwallet-session-token': token } });

    expect(JSON.stringify(lines())).not.toContain(token);
    expect(lines()[0]).toMatchObject({ headers: { 'x-p3-mwallet-session-token': '[redacted]' } });
    await app.close();
  });

  it('logs a server fault as an error line and keeps the body bare', async () => {
    const { app, lines } = appWithLog();
    app.get('/api/v1/boom', async () => {
      throw new Error('db-7 refused');
    });

    const response = await app.inject({ method: 'GET', url: '/api/v1/boom' });

    expect(response.json()).toEqual({ error: { message: 'Internal server error' } });
    expect(lines().map((line) => [line['level'], line['msg']])).toEqual([
      [50, 'Request failed'],
      [50, 'request failed'],
    ]);
    await app.close();
  });
});
