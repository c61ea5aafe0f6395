import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * A customer's own event stream (GET /api/v1/user/sse) held open during the arena rush, noting when each placed
 * order's event (order_pending, by its invoice id) arrives. Over node:http without compression, as the bench's
 * other requests, so the customers' parsing costs the server's cores little.
 */
export class OrderEventStream {
  /** Invoice query id → the moment its order_pending event arrived (performance.now()). */
  readonly arrivals = new Map<string, number>();
  /** Events of an order that had already arrived once: each order must reach a stream once. */
  repeats = 0;
  private readonly request: http.ClientRequest;
  private readonly agent = new http.Agent({ keepAlive: false });

  private constructor(baseUrl: string, token: string, opened: () => void, failed: (error: Error) => void) {
    const url = `${baseUrl}/api/v1/user/sse?x-p3-mwallet-session-token=${encodeURIComponent(token)}`;
    this.request = http.get(url, { agent: this.agent }, (response) => {
      if (response.statusCode !== 200) failed(new Error(`The event stream was answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('error', () => undefined);
      // A block may be split across chunks: only complete ones (ended by a blank line) are read.
      let unread = '';
      response.on('data', (chunk: string) => {
        unread += chunk;
        const end = unread.lastIndexOf('\n\n');
        if (end === -1) return;
        const complete = unread.slice(0, end);
        unread = unread.slice(end + 2);
        if (complete.includes(': open')) opened();
        const now = performance.now();
        for (const line of complete.split('\n')) {
          if (line.startsWith('data:')) this.note(line.slice('data:'.length), now);
        }
      });
    });
    this.request.on('error', failed);
  }

  private note(data: string, now: number): void {
    let event: { status?: unknown; invoiceQueryId?: unknown };
    try {
      event = JSON.parse(data) as typeof event;
    } catch {
      return;
    }
    if (event.status !== 'order_pending' || typeof event.invoiceQueryId !== 'string') return;
    if (this.arrivals.has(event.invoiceQueryId)) this.repeats += 1;
    else this.arrivals.set(event.invoiceQueryId, now);
  }

  /** Opens the stream and resolves once the server has said it is open. */
  static open(baseUrl: string, token: string): Promise<OrderEventStream> {
    return new Promise((resolve, reject) => {
      const stream: OrderEventStream = new OrderEventStream(baseUrl, token, () => resolve(stream), reject);
    });
  }

  close(): void {
    this.request.destroy();
    this.agent.destroy();
  }
}
