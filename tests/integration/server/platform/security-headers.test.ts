import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../start-test-server';

const script = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
const indexHtml =
  '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const config = {
  brandName: 'Headers test',
  api: { walletBaseUrl: 'https://pay.example.com/api', merchantBaseUrl: '/merchant' },
  mapsApiKey: 'test-maps-key',
  newsletterFormUrl: 'https://forms.example.net/newsletter/123',
  networkCardTerminalUrl: 'https://epayment.example.eu/Terminal/default.aspx',
  geocoder: { photonUrl: 'https://photon.example.org/' },
};

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), indexHtml);
  await writeFile(path.join(staticDir, 'config.json'), JSON.stringify(config));
  await writeFile(path.join(staticDir, 'assets', 'main.js'), script);
  await writeFile(path.join(staticDir, 'assets', 'main.js.br'), brotliCompressSync(script));
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.stop();
  await rm(staticDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const entries = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0] !== '')
    .map(([name, ...values]) => [name!, values] as const);
  return new Map(entries);
}

const acceptableReferrerPolicies = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

/** A guest's session: its token and user id. */
async function guest(): Promise<{ token: string; userId: string }> {
  const response = await fetch(`${server.baseUrl}/api/v2/users/authenticate_anonymously`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_uuid: 'security-headers-device' }),
  });
  const body = (await response.json()) as { user: { session_ktb_token: string; query_id: string } };
  return { token: body.user.session_ktb_token, userId: body.user.query_id };
}

/** The status and headers of a request's answer; an event stream's body is not waited for. */
async function headersOf(urlPath: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers }> {
  const response = await fetch(`${server.baseUrl}${urlPath}`, init);
  if (response.headers.get('content-type')?.includes('text/event-stream')) await response.body?.cancel();
  else await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

describe('browser security headers', () => {
  const framingRefused: [string, string, RequestInit][] = [
    ['the app page', '/', { headers: { accept: 'text/html' } }],
    ['a deep link to the app', '/products/store/sataman-helmi/21', { headers: { accept: 'text/html' } }],
    ['a pre-compressed asset', '/assets/main.js', { headers: { 'accept-encoding': 'br' } }],
    ['config.json', '/config.json', {}],
    ['an API answer', '/api/v1/companies', {}],
    ['a refused API request', '/api/v1/products/%00', {}],
    ['an unknown API path', '/api/v1/no-such-thing', {}],
    ['a path that is not valid percent-encoding', '/api/v1/products/%E0%A4%A', {}],
    ['a media file', '/media/curry-corner.svg', {}],
  ];

  it.each(framingRefused)('%s refuses framing, sniffing and full referrers', async (_name, urlPath, init) => {
    const { status, headers } = await headersOf(urlPath, init);
    expect(status).toBeLessThan(500);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(acceptableReferrerPolicies).toContain(headers.get('referrer-policy'));
    const policy = directives(headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src') ?? policy.get('default-src')).not.toContain("'unsafe-inline'");
  });

  it('sends the pre-compressed copy with the headers', async () => {
    const { headers } = await headersOf('/assets/main.js', { headers: { 'accept-encoding': 'br' } });
    expect(headers.get('content-encoding')).toBe('br');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('the event stream carries them too', async () => {
    const { token } = await guest();
    const { status, headers } = await headersOf(`/api/v1/user/sse?x-p3-mwallet-session-token=${token}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/event-stream');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the app page frame the live card terminal the host configured', async () => {
    const { headers } = await headersOf('/', { headers: { accept: 'text/html' } });
    expect(directives(headers.get('content-security-policy')).get('frame-src')).toContain(
      'https://epayment.example.eu',
    );
  });

  it('lets the app page reach the configured payment origin, Google Maps and the newsletter form, and run no inline script', async () => {
    const { headers } = await headersOf('/', { headers: { accept: 'text/html' } });
    const policy = directives(headers.get('content-security-policy'));
    expect(policy.get('script-src')).toEqual(["'self'", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://pay.example.com', 'https://photon.example.org']),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://pay.example.com', 'https://forms.example.net']),
    );
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('lets the app frame the sandbox bank card form, and nobody else', async () => {
    const { token, userId } = await guest();
    const answer = await fetch(`${server.baseUrl}/api/v1/users/${userId}/add_card`, {
      headers: { 'x-p3-mwallet-session-token': token },
    });
    const form = new URL(((await answer.json()) as { url: string }).url);
    const { headers } = await headersOf(`${form.pathname}${form.search}`);
    expect(headers.get('content-type')).toContain('text/html');
    expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'"]);
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
