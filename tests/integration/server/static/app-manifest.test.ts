import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

const indexHtml =
  '<!doctype html><html lang="fi"><head><link rel="manifest" href="/manifest.webmanifest" />' +
  '<title>Storefront</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the built first-screen renderer: it draws the start page in the language it is asked for, and
 * leaves every other page to the app.
 */
const fakeRenderer = `exports.renderFirstScreen = async (request) => request.url.split('?')[0] !== '/' ? null : ({
  language: request.language, rootHtml: '<main>Kaupat</main>', headHtml: '', preloadHtml: '', title: 'Kuu',
});`;

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

/** A PNG's width and height, from its IHDR chunk (bytes 16-23 of every PNG). */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('/manifest.webmanifest', () => {
  let root: string;
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-manifest-'));
    dist = path.join(root, 'dist');
    await mkdir(dist);
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(dist, 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist-server', 'first-screen.js'), fakeRenderer);
    server = await startTestServer({ staticDir: dist });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const hostConfig = (config: unknown) => writeFile(path.join(dist, 'config.json'), JSON.stringify(config));

  async function manifest(query = '', headers: Record<string, string> = {}): Promise<Manifest> {
    const response = await fetch(`${server.baseUrl}/manifest.webmanifest${query}`, { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as Manifest;
  }

  it("is the host's shop as an app of its own window, with the content type and the security headers", async () => {
    await hostConfig({
      brandName: 'Helsinki Eats',
      colours: { primary: '#0b5d3b', background: '#fbf8f5' },
    });
    const response = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // A host edits its configuration in place: the browser asks again.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toMatchObject({
      name: 'Helsinki Eats',
      short_name: 'Helsinki',
      lang: 'fi',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5d3b',
      background_color: '#fbf8f5',
    });
  });

  it('speaks the language the page names, else the kept one, of those the host offers', async () => {
    await hostConfig({ brandName: 'Kahvila Kuu' });
    expect((await manifest('?lang=en')).description).toBe('Kahvila Kuu: order from the stores and follow your order.');
    expect((await manifest('?lang=fi')).description).toBe('Kahvila Kuu: tilaa kaupoista ja seuraa tilaustasi.');
    expect(await manifest('', { cookie: 'language=en' })).toMatchObject({ lang: 'en', name: 'Kahvila Kuu' });
    expect((await manifest('?lang=sv')).lang).toBe('fi');
    await hostConfig({ brandName: 'Satamataksi', transportMode: true, languages: ['fi'] });
    expect(await manifest('?lang=en')).toMatchObject({
      lang: 'fi',
      description: 'Satamataksi: tilaa kyyti ja seuraa sitä.',
    });
    await hostConfig({ brandName: 'City Rides', transportMode: true, languages: ['en', 'fi'] });
    expect(await manifest()).toMatchObject({ lang: 'en', description: 'City Rides: book a ride and follow it.' });
  });

  it("names the storefront's own icons, which are PNGs of the sizes named, and a host's logo only when a drawing", async () => {
    await hostConfig({ logoUrl: '/media/kuu-logo.png' });
    const { icons } = await manifest();
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const response = await fetch(`${server.baseUrl}${icon.src}`);
      expect(response.headers.get('content-type')).toBe(icon.type);
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toBe(icon.sizes);
    }
    await hostConfig({ logoUrl: 'https://cdn.kuu.example/logo.svg?v=2' });
    expect((await manifest()).icons[0]).toEqual({
      src: 'https://cdn.kuu.example/logo.svg?v=2',
      sizes: 'any',
      type: 'image/svg+xml',
      purpose: 'any',
    });
    await hostConfig({ logoUrl: 'javascript:alert(1)//.svg' });
    expect((await manifest()).icons).toHaveLength(3);
  });

  it("answers the storefront's defaults for a configuration that is missing or the storefront could not start with", async () => {
    await hostConfig({ brandName: 42 });
    expect(await manifest()).toMatchObject({ name: 'Storefront', short_name: 'Storefront', theme_color: '#1565c0' });
    await rm(path.join(dist, 'config.json'));
    expect(await manifest()).toMatchObject({ name: 'Storefront', display: 'standalone', lang: 'fi' });
  });

  it('answers no other file under /app-icons', async () => {
    for (const address of ['/app-icons/icon-64.png', '/app-icons/..%2Fspa.ts', '/app-icons/%2E%2E%2Findex.ts']) {
      const response = await fetch(`${server.baseUrl}${address}`, { headers: { accept: 'image/png' } });
      expect(response.status).toBe(404);
    }
  });

  it('is linked from the page in the language the page is drawn in', async () => {
    await hostConfig({ brandName: 'Kahvila Kuu' });
    const english = await (await fetch(`${server.baseUrl}/?lng=en`, { headers: { accept: 'text/html' } })).text();
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
    const finnish = await (await fetch(`${server.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(finnish).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=fi" />');
    // A page the app draws itself names the language it will be drawn in.
    const undrawn = await fetch(`${server.baseUrl}/products?lng=en`, { headers: { accept: 'text/html' } });
    const undrawnPage = await undrawn.text();
    expect(undrawnPage).toContain('<div id="root"></div>');
    expect(undrawnPage).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
    const kept = await fetch(`${server.baseUrl}/products`, { headers: { accept: 'text/html', cookie: 'language=en' } });
    expect(await kept.text()).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en" />');
  });
});
