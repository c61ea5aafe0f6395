import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A receipt's bytes as the local server sends them. */
export const receiptBytes = Buffer.from('%PDF-1.4 receipt');

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** How many requests reached each path, in arrival order. */
  readonly hits: string[];
  stop(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Answers each situation of the error catalogue on its own path:
 * /status/{code} an error.message body, /error-string/{code} a plain string error, /text/{code} a text body,
 * /whole/{code} a body without a message, /empty/{code} no body, /slow?ms= a late answer, /drop a dropped
 * connection, /hang no answer at all, /echo the request as received, /receipt and /receipt-fail bytes;
 * /users/… and /zapp_go/… answer 401 like the login and transport calls of an expired session.
 */
export async function startLocalServer(): Promise<LocalServer> {
  const hits: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    hits.push(url.pathname + url.search);
    const [, kind, code] = url.pathname.split('/');
    const status = Number(code);
    const body = await readBody(request);
    switch (kind) {
      case 'status':
        return json(response, status, { error: { message: `Refused with ${status}` } });
      case 'error-string':
        return json(response, status, { error: 'Insufficient funds' });
      case 'text':
        response.writeHead(status, { 'content-type': 'text/plain' });
        return response.end('No such store');
      case 'whole':
        return json(response, status, { unexpected: true });
      case 'empty':
        response.writeHead(status);
        return response.end();
      case 'ok':
        return json(response, 200, { value: Number(url.searchParams.get('value') ?? 1) });
      case 'slow':
        setTimeout(
          () => json(response, 200, { value: Number(url.searchParams.get('value') ?? 1) }),
          Number(url.searchParams.get('ms') ?? 200),
        );
        return;
      case 'drop':
        return request.socket.destroy();
      case 'hang':
        return;
      case 'users':
      case 'zapp_go':
        return json(response, 401, { error: { message: 'Session Expired' } });
      case 'echo':
        return json(response, 200, {
          method: request.method,
          headers: request.headers,
          body: body.toString('utf8'),
        });
      case 'receipt':
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(receiptBytes);
      case 'receipt-fail':
        return json(response, 500, { error: { message: 'The receipt could not be made' } });
      default:
        return json(response, 404, { error: { message: 'No such path' } });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    hits,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
