import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { errorBodySchema } from '@/contract/common/error.contract';
import { startTestServer, type TestServer } from './start-test-server';

const indexHtml =
  '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
/** A host's config.json whose text would end a script element if it were copied into the page as it is. */
const configJson = '{\n  "brandName": "Kahvila </script><script>alert(1)</script>"\n}\n';
/** index.html as the server sends it: the served config.json in a JSON data block before </head>. */
const servedPage = indexHtml.replace(
  '</head>',
  '<script type="application/json" id="storefront-config">' +
    '{"brandName":"Kahvila \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></head>',
);
const html = { accept: 'text/html,application/xhtml+xml' };

describe('with a built SPA', () => {
  let staticDir: string;
  let server: TestServer;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-dist-'));
    await writeFile(path.join(staticDir, 'index.html'), indexHtml);
    await writeFile(path.join(staticDir, 'main.js'), 'console.log("app")');
    await writeFile(path.join(staticDir, 'config.json'), configJson);
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'assets', 'main.0123456789.js'), 'console.log("hashed")');
    // As the build writes them: brotli and gzip copies beside the file, with a marker to tell which one was sent.
    await writeFile(path.join(staticDir, 'assets', 'main.0123456789.js.br'), brotliCompressSync('console.log("br")'));
    await writeFile(path.join(staticDir, 'assets', 'main.0123456789.js.gz'), gzipSync('console.log("gzip")'));
    server = await startTestServer({ staticDir });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('serves index.html at / with the served configuration in it, and its assets by name', async () => {
    const page = await fetch(`${server.baseUrl}/`, { headers: html });
    const script = await fetch(`${server.baseUrl}/main.js`);

    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toBe(servedPage);
    const embedded = /<script type="application\/json" id="storefront-config">(.*?)<\/script>/.exec(text)?.[1];
    expect(JSON.parse(embedded ?? '')).toEqual(JSON.parse(configJson));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await script.text()).toContain('app');
  });

  it('lets browsers keep content-hashed bundle files for good, but asks again for config.json', async () => {
    const hashed = await fetch(`${server.baseUrl}/assets/main.0123456789.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const config = await fetch(`${server.baseUrl}/config.json`);

    expect(await hashed.text()).toContain('hashed');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['br, gzip', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
  ])('sends the compressed copy the build wrote to a client accepting %s', async (accepted, encoding, marker) => {
    const response = await fetch(`${server.baseUrl}/assets/main.0123456789.js`, {
      headers: { 'accept-encoding': accepted },
    });

    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toContain('accept-encoding');
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(`console.log("${marker}")`);
  });

  it('sends the file itself to a client accepting no compression', async () => {
    const response = await fetch(`${server.baseUrl}/assets/main.0123456789.js`, {
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('console.log("hashed")');
  });

  it('answers a browser on any app route with index.html', async () => {
    const response = await fetch(`${server.baseUrl}/products/store/sataman-helmi/21?x=1`, {
      headers: html,
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe(servedPage);
  });

  // An order's short address (what its QR code holds) is the app's, as the confirmation page it opens is.
  it.each([
    '/checkout/payment-success/inv_23456789ABCDEFGHJKLMNPQRST?showOrderDetail=true',
    '/o/inv_23456789ABCDEFGHJKLMNPQRST',
    '/o/a%2Fb%3Fc%23d',
  ])('answers a browser at %s with the app and the security headers', async (address) => {
    const response = await fetch(`${server.baseUrl}${address}`, { headers: html });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await response.text()).toBe(servedPage);
  });

  it('refuses a short address that is not valid percent-encoding with a 4xx, not a 5xx', async () => {
    const response = await fetch(`${server.baseUrl}/o/%E0%A4%A`, { headers: html });

    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves / to any client, not only to browsers', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: '*/*' } });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(servedPage);
  });

  it('answers 404 for a missing file that is not a page request', async () => {
    const response = await fetch(`${server.baseUrl}/missing.js`, { headers: { accept: '*/*' } });

    expect(response.status).toBe(404);
    errorBodySchema.parse(await response.json());
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await fetch(`${server.baseUrl}/api/v2/unknown`, { headers: html });

    expect(response.status).toBe(404);
    errorBodySchema.parse(await response.json());
  });
});

describe('without a build', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(() => server?.stop());

  it.each(['/', '/products'])('answers a page request for %s with 503 saying how to build', async (url) => {
    const response = await fetch(`${server.baseUrl}${url}`, { headers: html });

    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/companies`);

    expect(response.status).toBe(200);
  });
});
