import http from 'node:http';

/** One block of the stream: an event (id and data) or a comment. */
export type SseBlock = { kind: 'event'; id: string | undefined; data: unknown } | { kind: 'comment'; text: string };

export interface SseConnection {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, for an answer that is not a stream (a 401). */
  body(): Promise<unknown>;
  /** The next block, waiting up to timeoutMs for it. */
  next(timeoutMs?: number): Promise<SseBlock>;
  /** The next event, skipping comments. */
  nextEvent(timeoutMs?: number): Promise<Extract<SseBlock, { kind: 'event' }>>;
  /** Resolves when the server has ended the stream. */
  ended(): Promise<void>;
  /** Blocks received and not read yet, after a pause: shows that nothing arrived. */
  pending(waitMs: number): Promise<SseBlock[]>;
  close(): void;
}

/**
 * Opens GET path on the server as a browser's EventSource would, optionally with Last-Event-ID and headers of its
 * own (the merchant console's stream sends its token in Authorization).
 */
export function openStream(
  baseUrl: string,
  path: string,
  lastEventId?: string,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}${path}`,
      {
        headers: {
          accept: 'text/event-stream',
          ...extraHeaders,
          ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        // A stream the test closes ends in an abort; that is the point, not a failure.
        response.on('error', () => undefined);
        const blocks: SseBlock[] = [];
        const waiting: ((block: SseBlock) => void)[] = [];
        let text = '';
        let buffer = '';
        response.on('data', (chunk: string) => {
          text += chunk;
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            const waiter = waiting.shift();
            if (waiter) waiter(block);
            else blocks.push(block);
            end = buffer.indexOf('\n\n');
          }
        });
        const ended = new Promise<void>((done) => {
          response.once('end', done);
          response.once('close', done);
        });
        const next = (timeoutMs = 5_000) =>
          new Promise<SseBlock>((resolveBlock, rejectBlock) => {
            const ready = blocks.shift();
            if (ready) return resolveBlock(ready);
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              rejectBlock(new Error(`Nothing arrived on the stream within ${timeoutMs} ms`));
            }, timeoutMs);
            const take = (block: SseBlock) => {
              clearTimeout(timer);
              resolveBlock(block);
            };
            waiting.push(take);
          });
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: async () => {
            await ended;
            return JSON.parse(text) as unknown;
          },
          next,
          ended: () => ended,
          async nextEvent(timeoutMs) {
            for (;;) {
              const block = await next(timeoutMs);
              if (block.kind === 'event') return block;
            }
          },
          async pending(waitMs) {
            await new Promise((done) => setTimeout(done, waitMs));
            return blocks.splice(0);
          },
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}

function parseBlock(block: string): SseBlock {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  let id: string | undefined;
  const data: string[] = [];
  for (const line of lines) {
    if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return { kind: 'event', id, data: JSON.parse(data.join('\n')) as unknown };
}
