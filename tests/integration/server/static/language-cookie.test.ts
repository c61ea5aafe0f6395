import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

const indexHtml =
  '<!doctype html><html lang="fi"><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html' };

/**
 * A stand-in for the built renderer that draws the language it was asked for, so the page shows which language
 * the server chose (the real renderer's drawing in each language is tests/integration/first-screen-server.test.ts).
 */
const echoRenderer = `
exports.renderFirstScreen = async (request) => ({
  language: request.language,
  rootHtml: '<main>drawn in ' + request.language + '</main>',
  headHtml: '',
  preloadHtml: '',
  title: 'Kahvila',
});`;

describe('the language cookie of a page asked for with ?lng=', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-language-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist', 'config.json'), '{"brandName":"Kahvila"}');
    await writeFile(path.join(root, 'dist-server', 'first-screen.js'), echoRenderer);
    server = await startTestServer({ staticDir: path.join(root, 'dist') });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  const page = (address: string, cookie?: string) =>
    fetch(`${server.baseUrl}${address}`, { headers: cookie === undefined ? html : { ...html, cookie } });

  it.each(['en', 'fi'])(
    'keeps ?lng=%s in the cookie the app reads, for the whole site, for a year',
    async (language) => {
      const response = await page(`/?lng=${language}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBe(`language=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
      expect(await response.text()).toContain(`<main>drawn in ${language}</main>`);
    },
  );

  it('keeps the choice on any page the app draws, not only the first', async () => {
    const response = await page('/products/product-list/sataman-helmi/ALL/ALL/21?lng=en&trade_type_id=1');
    expect(response.headers.get('set-cookie')).toMatch(/^language=en;/);
  });

  it.each(['de', 'EN', 'en-GB', 'e', '', 'en;Path=/admin', 'en%3BPath%3D%2Fadmin'])(
    'sets no cookie for ?lng=%s, which is not one of ours',
    async (value) => {
      const response = await page(`/?lng=${value}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it('refuses an address with a line break in its ?lng= (400), with no cookie and no header of its making', async () => {
    const response = await page('/?lng=en%0d%0aX-Injected:1');
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-injected')).toBeNull();
  });

  it('sets no cookie on a page asked for without ?lng=, and none on an API answer', async () => {
    expect((await page('/')).headers.get('set-cookie')).toBeNull();
    const api = await fetch(`${server.baseUrl}/api/v1/companies?lng=en`);
    expect(api.headers.get('set-cookie')).toBeNull();
  });

  it('draws a page asked for without ?lng= in the language the cookie keeps', async () => {
    const chosen = await page('/?lng=en');
    const cookie = chosen.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toBe('language=en');
    const next = await page('/products/product-list/sataman-helmi/ALL/ALL/21', cookie);
    const text = await next.text();
    expect(text).toContain('<html lang="en">');
    expect(text).toContain('<main>drawn in en</main>');
    // Without the cookie the same page is Finnish, the storefront's first language.
    expect(await (await page('/products/product-list/sataman-helmi/ALL/ALL/21')).text()).toContain(
      '<main>drawn in fi</main>',
    );
  });
});
