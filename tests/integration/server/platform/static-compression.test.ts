import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

const script = `console.log(${JSON.stringify('storefront '.repeat(400))});`;
const indexHtml = '<!doctype html><title>Storefront</title><div id="root"></div>';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'platform-static-'));
  await writeFile(path.join(staticDir, 'index.html'), indexHtml);
  await writeFile(path.join(staticDir, 'main.js'), script);
  server = await startTestServer({ staticDir });
});

afterAll(async () => {
  await server?.stop();
  await rm(staticDir, { recursive: true, force: true });
});

it('compresses a static file over 1 KB and serves the same bytes', async () => {
  const response = await fetch(`${server.baseUrl}/main.js`, { headers: { 'accept-encoding': 'gzip' } });

  expect(response.status).toBe(200);
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(await response.text()).toBe(script);
});

it('serves the app page whole to a browser that accepts compression', async () => {
  const response = await fetch(`${server.baseUrl}/products/store/sataman-helmi/21`, {
    headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
  });

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(await response.text()).toBe(indexHtml);
});
