import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { collectRouteContracts, withContract } from '@/server/http/route-contract';
import { registerCompression } from '@/server/platform/compression';
import { registerResponseCache } from '@/server/platform/response-cache';
import * as z from 'zod/mini';

const answerSchema = z.object({ reads: z.int(), text: z.string() });

/** A catalogue-like route that counts how often it really runs, on the server's compression and cache. */
async function cachedApp() {
  let clock = 1_000_000;
  let reads = 0;
  let releaseWrite: () => void = () => {};
  let writeStarted: () => void = () => {};
  const writing = new Promise<void>((resolve) => (writeStarted = resolve));
  const app = Fastify();
  collectRouteContracts(app);
  await registerCompression(app);
  registerResponseCache(app, () => clock);
  const contract = withContract({ summary: 'Counted read', cacheSeconds: 5, response: answerSchema });
  app.get('/api/v1/counted', contract, async (request) => {
    reads += 1;
    // Like a database read: other requests arrive while this one is being answered.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { missing } = request.query as { missing?: string };
    if (missing) throw Object.assign(new Error('No such thing'), { statusCode: 404 });
    return { reads, text: 'catalogue '.repeat(300) };
  });
  app.get('/api/v1/uncached', async () => ({ reads: ++reads, text: '' }));
  app.post('/api/v1/write', async () => ({ ok: true }));
  app.put('/api/v1/slow-write', async () => {
    await new Promise<void>((resolve) => {
      releaseWrite = resolve;
      writeStarted();
    });
    return { ok: true };
  });
  await app.ready();
  const get = async (url = '/api/v1/counted', encoding = 'identity') => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const plain = response.statusCode === 200 && encoding === 'identity';
    return { response, reads: plain ? answerSchema.parse(response.json()).reads : undefined };
  };
  return {
    app,
    get,
    reads: () => reads,
    advance: (ms: number) => (clock += ms),
    releaseWrite: () => releaseWrite(),
    writing,
  };
}

it('reuses an answer of a route whose contract sets cacheSeconds', async () => {
  const { app, get, reads } = await cachedApp();

  const first = await get();
  const second = await get();

  expect(first.reads).toBe(1);
  expect(second.reads).toBe(1);
  expect(reads()).toBe(1);
  expect(second.response.headers['content-type']).toBe('application/json; charset=utf-8');
  await app.close();
});

it('keeps each query string apart and leaves routes without cacheSeconds alone', async () => {
  const { app, get, reads } = await cachedApp();

  await get('/api/v1/counted?a=1');
  await get('/api/v1/counted?a=2');
  await get('/api/v1/uncached');
  await get('/api/v1/uncached');

  expect(reads()).toBe(4);
  await app.close();
});

it('reads again once cacheSeconds have passed', async () => {
  const { app, get, advance } = await cachedApp();

  await get();
  advance(4_999);
  expect((await get()).reads).toBe(1);
  advance(1);
  expect((await get()).reads).toBe(2);
  await app.close();
});

it('reads again after any write', async () => {
  const { app, get } = await cachedApp();

  await get();
  await app.inject({ method: 'POST', url: '/api/v1/write', payload: {} });

  expect((await get()).reads).toBe(2);
  await app.close();
});

it('does not keep an answer made while a write was under way', async () => {
  const { app, get, releaseWrite, writing } = await cachedApp();

  const write = app.inject({ method: 'PUT', url: '/api/v1/slow-write', payload: {} });
  await writing;
  const during = await get();
  releaseWrite();
  await write;

  expect(during.reads).toBe(1);
  expect((await get()).reads).toBe(2);
  await app.close();
});

it('keeps a compressed copy per Accept-Encoding, which decodes to the same answer', async () => {
  const { app, get, reads } = await cachedApp();

  const gzipFirst = await get('/api/v1/counted', 'gzip');
  const gzipAgain = await get('/api/v1/counted', 'gzip');
  const plain = await get('/api/v1/counted', 'identity');

  expect(gzipAgain.response.headers['content-encoding']).toBe('gzip');
  expect(gzipAgain.response.headers['vary']).toBe('accept-encoding');
  expect(gunzipSync(gzipAgain.response.rawPayload).toString()).toBe(
    gunzipSync(gzipFirst.response.rawPayload).toString(),
  );
  expect(JSON.parse(gunzipSync(gzipAgain.response.rawPayload).toString())).toMatchObject({ reads: 1 });
  expect(plain.response.headers['content-encoding']).toBeUndefined();
  expect(plain.reads).toBe(2);
  expect(reads()).toBe(2);
  await app.close();
});

it('does not keep an error answer', async () => {
  const { app, get, reads } = await cachedApp();

  expect((await get('/api/v1/counted?missing=1')).response.statusCode).toBe(404);
  expect((await get('/api/v1/counted?missing=1')).response.statusCode).toBe(404);

  expect(reads()).toBe(2);
  await app.close();
});

it('lets identical requests wait for the one answer being made instead of each reading', async () => {
  const { app, get, reads } = await cachedApp();

  const answers = await Promise.all(Array.from({ length: 10 }, () => get()));

  expect(answers.map((answer) => answer.reads)).toEqual(Array.from({ length: 10 }, () => 1));
  expect(reads()).toBe(1);
  await app.close();
});
