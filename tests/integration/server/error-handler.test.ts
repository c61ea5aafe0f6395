import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { errorBodySchema } from '@/contract/common/error.contract';
import { registerErrorHandler } from '@/server/http/error-handler';

function appWithLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { stream } });
  registerErrorHandler(app);
  return { app, lines };
}

it('answers any unexpected error with a bare 500 and logs the real one', async () => {
  const { app, lines } = appWithLog();
  app.get('/boom', async () => {
    throw new Error('connection to db-7 refused');
  });

  const response = await app.inject({ method: 'GET', url: '/boom' });

  expect(response.statusCode).toBe(500);
  expect(errorBodySchema.parse(response.json())).toEqual({ error: { message: 'Internal server error' } });
  expect(lines.join('')).toContain('connection to db-7 refused');
  await app.close();
});

it("repeats Fastify's own client errors with their status", async () => {
  const { app } = appWithLog();
  app.post('/echo', async (request) => request.body);

  const response = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{"broken":',
  });

  expect(response.statusCode).toBe(400);
  expect(errorBodySchema.parse(response.json()).error.message).toMatch(/JSON/i);
  await app.close();
});
