import http from 'node:http';
import { errorBodySchema, type ErrorBody } from '@/contract/common/error.contract';
import { startTestServer, type TestServer } from '../start-test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

async function errorOf(response: Response): Promise<ErrorBody['error']> {
  return errorBodySchema.parse(await response.json()).error;
}

const post = (path: string, body: string, contentType: string) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

/**
 * Posts a body the server refuses before reading it all. The server answers 413 at once and may close the
 * socket while the body is still being written, so the write error (EPIPE) is expected and the answer counts.
 */
function postOversized(path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    request.end(body);
  });
}

const products = (query: string) => fetch(`${server.baseUrl}/api/v1/products?${query}`);

// Every case ends by checking the server still answers: a crash would show there.
afterEach(async () => {
  expect((await fetch(`${server.baseUrl}/meta.json`)).status).toBe(200);
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 and the error body', async () => {
    const response = await post('/api/v1/configurations', '{"broken":', 'application/json');

    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toMatch(/not valid JSON/);
  });

  it('refuses a JSON body that tries to set __proto__', async () => {
    const response = await post('/api/v1/configurations', '{"__proto__":{"admin":true}}', 'application/json');

    expect(response.status).toBe(400);
    await errorOf(response);
  });

  it('answers a body over 1 MB with 413 and the error body', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });
    const response = await postOversized('/api/v1/configurations', body);

    expect(response.status).toBe(413);
    expect(errorBodySchema.parse(JSON.parse(response.text)).error.message).toBe('Request body is too large');
  });

  it('answers a body of an unknown content type on a path without that method with 404, not a crash', async () => {
    const response = await post('/api/v1/configurations', '<xml/>', 'application/xml');

    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Not found: POST /api/v1/configurations');
  });
});

describe('paths', () => {
  it('answers an unknown API route with 404 and the error body', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/no/such/route?x=1`);

    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ message: 'Not found: GET /api/v1/no/such/route' });
  });

  it('answers a path that is not valid percent-encoding with 400 and the error body', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/products/%E0%A4%A`);

    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toContain('is not a valid url component');
    expect(error.details?.map((detail) => detail.field)).toEqual(['queryId']);
  });

  it('answers a path parameter over 200 characters with 414 and the error body', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/products/${'a'.repeat(201)}`);

    expect(response.status).toBe(414);
    await errorOf(response);
  });

  it('answers a URL of 8 KB normally', async () => {
    const response = await products(`organization_query_id=sataman-helmi&padding=${'p'.repeat(8 * 1024)}`);

    expect(response.status).toBe(200);
  });

  it('answers a URL over the 16 KB header limit with 431 and the error body', async () => {
    const response = await products(`organization_query_id=sataman-helmi&padding=${'p'.repeat(64 * 1024)}`);

    expect(response.status).toBe(431);
    expect(await errorOf(response)).toEqual({ message: 'Request URL or headers too large' });
  });
});

describe('odd query strings', () => {
  it('answers a repeated parameter with 400 naming it', async () => {
    const stores = await products('organization_query_id=sataman-helmi&organization_query_id=curry-corner');
    const pages = await products('organization_query_id=sataman-helmi&page=1&page=2');

    expect(stores.status).toBe(400);
    expect((await errorOf(stores)).details?.map((detail) => detail.field)).toEqual(['organization_query_id']);
    expect(pages.status).toBe(400);
    expect((await errorOf(pages)).details?.map((detail) => detail.field)).toEqual(['page']);
  });

  it('reads bracketed names as unknown parameters, which are ignored', async () => {
    const bracketed = await products('organization_query_id[]=sataman-helmi');
    const extra = await products('organization_query_id=sataman-helmi&page[]=2&per_page[x]=1');

    expect(bracketed.status).toBe(400);
    expect((await errorOf(bracketed)).details?.[0]?.field).toBe('organization_query_id');
    expect(extra.status).toBe(200);
  });

  it('takes __proto__ and constructor as plain unknown parameters', async () => {
    const response = await products('organization_query_id=sataman-helmi&__proto__[page]=9&constructor=1&toString=2');

    expect(response.status).toBe(200);
    expect(((await response.json()) as { total_products: number }).total_products).toBeGreaterThan(0);
  });

  it('survives broken percent-encoding, an empty value and a bare name', async () => {
    const broken = await products('organization_query_id=sataman-helmi&name=%E0%A4%A');
    const empty = await products('organization_query_id=&page=1');
    const bare = await products('organization_query_id=sataman-helmi&name&&&=');

    expect(broken.status).toBe(200);
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).details?.[0]?.field).toBe('organization_query_id');
    expect(bare.status).toBe(200);
  });
});
