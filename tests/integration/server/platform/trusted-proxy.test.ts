import { startTestServer, type TestServer } from '../start-test-server';

// Behind a TLS front every client reaches the server from the proxy's address: unless the proxy is trusted to
// say who the client is, one client's rate limit is every client's, and the public address says http.
let trusting: TestServer;
let plain: TestServer;

beforeAll(async () => {
  [trusting, plain] = await Promise.all([
    startTestServer({ rateLimits: true, trustProxy: ['127.0.0.1'] }),
    startTestServer({ rateLimits: true }),
  ]);
});

afterAll(() => Promise.all([trusting?.stop(), plain?.stop()]));

const readAs = (server: TestServer, client: string) =>
  fetch(`${server.baseUrl}/api/v1/configurations`, {
    headers: { 'x-forwarded-for': client, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.fi' },
  });
const remaining = (response: Response) => Number(response.headers.get('x-ratelimit-remaining'));

it('counts each client a trusted proxy names on its own, and takes its scheme for the public address', async () => {
  const first = await readAs(trusting, '203.0.113.7');
  const again = await readAs(trusting, '203.0.113.7');
  const other = await readAs(trusting, '198.51.100.9');
  expect([remaining(first), remaining(again), remaining(other)]).toEqual([1199, 1198, 1199]);
  expect(first.headers.get('access-control-allow-origin')).toBe('https://shop.example.fi');
});

it('ignores the forwarded headers of a proxy it was not told to trust', async () => {
  const first = await readAs(plain, '203.0.113.7');
  const other = await readAs(plain, '198.51.100.9');
  expect([remaining(first), remaining(other)]).toEqual([1199, 1198]);
  expect(first.headers.get('access-control-allow-origin')).toBe(new URL(plain.baseUrl).origin);
});
