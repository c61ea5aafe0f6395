import type { StoreOrderStream, StoreOrderStreamListener } from '@/application/ports/store-order-stream.port';
import type { HeaderSource } from '../http/request-headers';
import type { RealtimeScheduler } from '../realtime/scheduler';
import { parseSseBlocks } from './sse-blocks';

/** The first pause before reconnecting, doubled after each failure up to the longest. */
const firstRetryMs = 1_000;
const longestRetryMs = 30_000;
/** The server sends a heartbeat every 15 s; three missed ones mean the connection is gone though not closed. */
const silenceLimitMs = 45_000;

export interface FetchStoreOrderStreamOptions {
  /** The stream's absolute or app-relative URL: `{merchantBaseUrl}/v1/orders/events`. */
  readonly url: string;
  /** The merchant headers, with the staff token in Authorization. */
  readonly headers: HeaderSource;
  readonly scheduler: RealtimeScheduler;
  readonly fetch: typeof globalThis.fetch;
}

/**
 * The store's event stream read with fetch rather than EventSource, so the staff token travels in a header and
 * never in a URL (which servers and proxies log). Reconnects after a loss with Last-Event-ID, so the server
 * replays what was missed; a 401 (session ended) stops it and says so.
 */
export class FetchStoreOrderStream implements StoreOrderStream {
  constructor(private readonly options: FetchStoreOrderStreamOptions) {}

  follow(listener: StoreOrderStreamListener): () => void {
    const { scheduler } = this.options;
    let stopped = false;
    let lastEventId: string | undefined;
    let retryMs = firstRetryMs;
    let controller: AbortController | null = null;
    let cancelRetry: (() => void) | null = null;
    let cancelWatchdog: (() => void) | null = null;

    const watch = () => {
      cancelWatchdog?.();
      cancelWatchdog = scheduler.after(silenceLimitMs, () => controller?.abort());
    };

    const retry = () => {
      if (stopped) return;
      cancelWatchdog?.();
      listener.onConnection(false);
      cancelRetry = scheduler.after(retryMs, () => void connect());
      retryMs = Math.min(retryMs * 2, longestRetryMs);
    };

    const connect = async () => {
      controller = new AbortController();
      try {
        const headers = await this.options.headers();
        const response = await this.options.fetch(this.options.url, {
          headers: {
            ...headers,
            accept: 'text/event-stream',
            ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
          },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 401) {
          stopped = true;
          listener.onSessionEnded();
          return;
        }
        if (!response.ok || response.body === null) throw new Error(`Stream answered ${response.status}`);
        retryMs = firstRetryMs;
        listener.onConnection(true);
        watch();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done || stopped) break;
          watch();
          const { events, rest } = parseSseBlocks(buffer + value);
          buffer = rest;
          for (const event of events) {
            if (event.id !== undefined) lastEventId = event.id;
            if (event.invoiceQueryId !== null) listener.onOrderEvent(event.invoiceQueryId);
          }
        }
        retry();
      } catch {
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      cancelRetry?.();
      cancelWatchdog?.();
      controller?.abort();
    };
  }
}
