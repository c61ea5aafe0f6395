import http from 'node:http';
/**
 * One request of the walk, with its path and query values kept percent-encoded, so a variant can send bytes no
 * encoder would write (a lone surrogate's UTF-8, a repeated name).
 */
export interface HostileRequest {
  method: string;
  /** The document's path, e.g. /api/v1/products/{queryId}. */
  path: string;
  /** Encoded values of the path's parameters. */
  pathParams: Record<string, string>;
  /** Encoded name and value pairs of the query string. */
  query: [string, string][];
  body?:
    | { type: 'json'; value: unknown }
    | { type: 'form'; fields: [string, string][] }
    | { type: 'multipart'; fields: [string, string | Buffer][] };
  /** The customer's session header. */
  session?: string;
  /** A staff or transport account's bearer token. */
  bearer?: string;
}

export interface HostileAnswer {
  status: number;
  /** The parsed JSON body, or the text of a page. */
  body: unknown;
}

/** The request's URL path and query, its values as they were encoded. */
export function urlOf(request: HostileRequest): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = request.pathParams[name];
    if (value === undefined) throw new Error(`${request.path}: no value for {${name}}`);
    return value;
  });
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query === '' ? path : `${path}?${query}`;
}

const boundary = 'hostile-input-boundary-5b1e';

function multipart(fields: [string, string | Buffer][]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    chunks.push(typeof value === 'string' ? Buffer.from(value) : value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function payloadOf(body: NonNullable<HostileRequest['body']>): { contentType: string; payload: string | Buffer } {
  switch (body.type) {
    case 'json':
      return { contentType: 'application/json', payload: JSON.stringify(body.value) };
    case 'form':
      return {
        contentType: 'application/x-www-form-urlencoded',
        payload: body.fields.map(([name, value]) => `${name}=${value}`).join('&'),
      };
    case 'multipart':
      return { contentType: `multipart/form-data; boundary=${boundary}`, payload: multipart(body.fields) };
  }
}

/** The request's session or bearer header, and its body with its type; a "missing" JSON body is no body at all. */
function headersAndPayload(request: HostileRequest): {
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
} {
  const headers: Record<string, string> = {};
  if (request.session !== undefined) headers['x-p3-mwallet-session-token'] = request.session;
  if (request.bearer !== undefined) headers.authorization = `Bearer ${request.bearer}`;
  if (request.body === undefined || (request.body.type === 'json' && request.body.value === undefined)) {
    return { headers, payload: undefined };
  }
  const built = payloadOf(request.body);
  headers['content-type'] = built.contentType;
  return { headers, payload: built.payload };
}

/**
 * Sends the request and reads the answer. An event stream that opens is closed at once: its status is the answer.
 * A body whose JSON is `undefined` (a "missing" body) is sent as no body at all.
 */
export async function send(baseUrl: string, request: HostileRequest): Promise<HostileAnswer> {
  const { headers, payload } = headersAndPayload(request);
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${urlOf(request)}`, {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: abort.signal,
    ...(payload === undefined ? {} : { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('text/event-stream')) {
    abort.abort();
    return { status: response.status, body: null };
  }
  const text = await response.text();
  if (!type.startsWith('application/json')) return { status: response.status, body: text };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/**
 * Sends the request with a Host header of the caller's choosing, which fetch does not let a caller set; the
 * answer's body is parsed as JSON when it is JSON.
 */
export function sendWithHost(baseUrl: string, request: HostileRequest, host: string): Promise<HostileAnswer> {
  const url = new URL(baseUrl);
  const { headers, payload } = headersAndPayload(request);
  headers.host = host;
  // A length rather than chunks: a DELETE with a chunked body is refused by the HTTP parser before any route.
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  return new Promise((resolve, reject) => {
    const sent = http.request(
      { hostname: url.hostname, port: url.port, method: request.method, path: urlOf(request), headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            // A page, not JSON: its text is the body.
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
      },
    );
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** Runs the tasks with at most `limit` of them at a time; the results come back in the tasks' order. */
export async function inBatches<Result>(tasks: readonly (() => Promise<Result>)[], limit: number): Promise<Result[]> {
  const results: Result[] = new Array<Result>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
