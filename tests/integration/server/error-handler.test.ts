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

it("logs a failed query's SQL and SQLSTATE, never its values or the database's words about them", async () => {
  const { app, lines } = appWithLog();
  app.get('/query', async () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 near "Aino Street 5"'), {
      code: '22021',
      detail: 'Key (email)=(aino@example.fi) already exists.',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into "addresses" ("street") values ($1)\nparams: Aino Street 5,aino@example.fi'),
      { query: 'insert into "addresses" ("street") values ($1)', params: ['Aino Street 5', 'aino@example.fi'], cause },
    );
    throw failed;
  });

  const response = await app.inject({ method: 'GET', url: '/query' });

  expect(response.statusCode).toBe(500);
  const log = lines.join('');
  expect(log).toContain('insert into \\"addresses\\" (\\"street\\") values ($1)');
  expect(log).toContain('22021');
  expect(log).not.toContain('Aino Street 5');
  expect(log).not.toContain('aino@example.fi');
  await app.close();
});
