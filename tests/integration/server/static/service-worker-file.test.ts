import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

// Issue 29: the app's service worker is served at the root, so its scope is every page, and revalidated on every
// check, so a deploy's new worker is never held back by the HTTP cache.
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'service-worker-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(path.join(dist, 'config.json'), JSON.stringify({ brandName: 'Built-in' }));
  await writeFile(path.join(dist, 'sw.js'), "self.addEventListener('push', () => undefined);");
  server = await startTestServer({ staticDir: dist });
});

afterAll(async () => {
  await server?.stop();
  await rm(dist, { recursive: true, force: true });
});

it('serves /sw.js as a script that is asked for again every time', async () => {
  const response = await fetch(`${server.baseUrl}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toContain("addEventListener('push'");
});
