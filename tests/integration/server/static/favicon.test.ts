import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseStorefrontConfig } from '@/config/parse-config';
import { defaultFavicon } from '@/server/static/favicon';
import { startTestServer, type TestServer } from '../start-test-server';

const indexHtml =
  '<!doctype html><html lang="fi"><head><title>Storefront</title></head><body><div id="root"></div></body></html>';

describe('/favicon.ico', () => {
  let root: string;
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-favicon-'));
    dist = path.join(root, 'dist');
    await mkdir(dist);
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(dist, 'config.json'), JSON.stringify({ brandName: 'Kahvila Kuu' }));
    server = await startTestServer({ staticDir: dist });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const askIcon = () => fetch(`${server.baseUrl}/favicon.ico`, { redirect: 'manual' });

  it("is the storefront's own icon when the host names none, never a 404, with the security headers", async () => {
    const response = await askIcon();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(defaultFavicon);
  });

  it("sends the browser to the host's icon, read from config.json as it now is", async () => {
    await writeFile(path.join(dist, 'config.json'), JSON.stringify({ faviconUrl: '/media/kuu-icon.png' }));
    const response = await askIcon();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/media/kuu-icon.png');
  });

  it.each([['//evil.example/icon.png'], ['javascript:alert(1)'], ['http://plain.example/icon.png']])(
    'never sends the browser to %s, which the configuration itself refuses',
    async (address) => {
      await writeFile(path.join(dist, 'config.json'), JSON.stringify({ faviconUrl: address }));
      const response = await askIcon();
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(defaultFavicon);
      const parsed = parseStorefrontConfig({ faviconUrl: address });
      expect(parsed.ok ? [] : parsed.problems.map((problem) => problem.field)).toEqual(['faviconUrl']);
    },
  );
});
