import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** What a browser sends: the server compresses its answers as it would for one. */
const acceptEncoding = 'br, gzip, deflate';

function decoded(encoding: string | undefined, bytes: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/**
 * One client's own keep-alive connection to the server, over node:http. The bench's customers share the machine's
 * cores with the server; fetch costs several times the CPU per request of node:http, which held the server's
 * figures down (BENCHMARKS.md, "Figures behind choices in the code").
 */
export class BenchConnection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly url: URL;

  constructor(
    baseUrl: string,
    private readonly timeoutMs: number,
  ) {
    this.url = new URL(baseUrl);
  }

  /** Sends a JSON body and reads the JSON answer; rejects with a TimeoutError after the timeout. */
  request(method: string, path: string, headers: Record<string, string>, body: string): Promise<JsonAnswer> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          hostname: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers: {
            ...headers,
            'accept-encoding': acceptEncoding,
            'content-length': String(Buffer.byteLength(body)),
          },
          timeout: this.timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              const text = decoded(response.headers['content-encoding'], Buffer.concat(chunks)).toString('utf8');
              resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown });
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('timeout', () => {
        const timeout = new Error(`No answer in ${this.timeoutMs} ms`);
        timeout.name = 'TimeoutError';
        request.destroy(timeout);
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
