import { catalogueLanguage } from '../i18n/server-language';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onSendHookHandler } from 'fastify';

interface CachedAnswer {
  payload: string | Buffer;
  headers: Record<string, string>;
  generation: number;
  expiresAt: number;
}

/** Bounds memory whatever query strings clients invent. */
const maxEntries = 500;
const maxPayloadBytes = 512 * 1024;
/** Headers that describe the payload as it left, compressed or not. */
const payloadHeaders = ['content-type', 'content-encoding', 'vary'];
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A request waiting for an identical one in progress gives up after this and makes its own answer. */
const maxWaitMs = 2_000;

/**
 * Reuses the final bytes (serialised, checked against the contract, compressed) of the GET routes whose
 * contract sets cacheSeconds: the catalogue is read far more often than it changes, and each read costs
 * several embedded-database queries. Keyed by URL, Accept-Encoding and the language asked for. A write request bumps the
 * generation when it starts and when it ends, and an answer is stored only if no write began while it was
 * being made, so no answer read before a write is served after it. While one request makes an answer, identical
 * requests wait for it instead of all querying the database at once (a queue of misses would stall the
 * server for every request behind them each time an answer expires).
 * Call after compression is registered and before any route: the hooks must run after the compressor's.
 */
export function registerResponseCache(app: FastifyInstance, now: () => number = Date.now): void {
  const answers = new Map<string, CachedAnswer>();
  const startedAt = new WeakMap<FastifyRequest, number>();
  const fromCache = new WeakSet<FastifyRequest>();
  /** Answers being made, by key; resolved when the request making one has finished, however it ended. */
  const inProgress = new Map<string, Promise<void>>();
  const finishers = new WeakMap<FastifyRequest, () => void>();
  let generation = 0;

  const bumpOnWrite = async (request: FastifyRequest) => {
    if (readMethods.has(request.method)) return;
    generation += 1;
    answers.clear();
  };
  app.addHook('onRequest', bumpOnWrite);
  app.addHook('onResponse', bumpOnWrite);

  // Per language too: the catalogue's texts are in the language the request asks for.
  const keyOf = (request: FastifyRequest) =>
    `${request.headers['accept-encoding'] ?? ''}\n${catalogueLanguage(request) ?? ''}\n${request.url}`;

  const fresh = (key: string): CachedAnswer | undefined => {
    const cached = answers.get(key);
    if (cached && (cached.generation !== generation || cached.expiresAt <= now())) answers.delete(key);
    return answers.get(key);
  };

  const lookUp: onRequestAsyncHookHandler = async (request, reply) => {
    if (request.method !== 'GET') return;
    const key = keyOf(request);
    let cached = fresh(key);
    const making = inProgress.get(key);
    if (!cached && making) {
      await Promise.race([making, new Promise((resolve) => setTimeout(resolve, maxWaitMs).unref())]);
      cached = fresh(key);
    }
    startedAt.set(request, generation);
    if (cached) {
      fromCache.add(request);
      return reply.headers(cached.headers).send(cached.payload);
    }
    if (inProgress.has(key)) return;
    let finish = () => {};
    inProgress.set(key, new Promise<void>((resolve) => (finish = resolve)));
    finishers.set(request, () => {
      inProgress.delete(key);
      finish();
    });
  };

  const release = async (request: FastifyRequest) => finishers.get(request)?.();

  const store =
    (seconds: number): onSendHookHandler =>
    async (request, reply, payload) => {
      const began = startedAt.get(request);
      if (began !== generation || fromCache.has(request) || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) > maxPayloadBytes) return payload;
      const headers: Record<string, string> = {};
      for (const name of payloadHeaders) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
      answers.set(keyOf(request), { payload, headers, generation, expiresAt: now() + seconds * 1000 });
      return payload;
    };

  app.addHook('onRoute', (options) => {
    const seconds = options.config?.contract?.cacheSeconds;
    if (!seconds) return;
    options.onRequest = [...[options.onRequest ?? []].flat(), lookUp];
    // Route-level onSend hooks run in order of registration: the compressor's was added first, so this one
    // sees the bytes that actually leave.
    options.onSend = [...[options.onSend ?? []].flat(), store(seconds)];
    options.onResponse = [...[options.onResponse ?? []].flat(), release];
    options.onRequestAbort = [...[options.onRequestAbort ?? []].flat(), release];
  });
}
