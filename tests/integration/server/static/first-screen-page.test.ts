import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../start-test-server';

const startPreload = '<link rel="preload" as="script" href="/assets/1.js" data-app-start>';
const indexHtml = `<!doctype html><html lang="fi"><head><title>Storefront</title>${startPreload}</head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html' };

/**
 * A stand-in for the built renderer (dist-server/first-screen.js beside dist/): it writes down what it was asked
 * and answers as the page's path says, so the test sees what the server does with each kind of answer.
 */
const fakeRenderer = (askedFile: string) => `
const { appendFileSync } = require('node:fs');
exports.renderFirstScreen = async (request) => {
  appendFileSync(${JSON.stringify(askedFile)}, JSON.stringify(request) + '\\n');
  const path = request.url.split('?')[0];
  if (path === '/throws') throw new Error('broken renderer');
  if (path === '/hangs') return new Promise(() => undefined);
  if (path === '/whole') {
    return { language: request.language, rootHtml: '<main>Meistä</main>', headHtml: '', preloadHtml: '', title: 'Kahvila', complete: true };
  }
  if (path === '/leads-on') return { redirectTo: '/products?trade_type_id=1' };
  if (path === '/no-such-page') {
    return { language: request.language, rootHtml: '<h1>Sivua ei löytynyt</h1>', headHtml: '', preloadHtml: '', title: 'Kahvila', complete: true, notFound: true };
  }
  if (path === '/frame') {
    return { language: request.language, rootHtml: '<main>Tilaukset</main>', headHtml: '', preloadHtml: '', title: 'Kahvila' };
  }
  if (path !== '/') return null;
  return {
    language: request.language,
    rootHtml: '<main>Kaupat $& $1</main>',
    headHtml: '<style data-styled="true">.a{color:red}</style>',
    preloadHtml: '<link rel="preload" as="image" href="/media/a.svg"/>',
    title: 'Kahvila <Kuu> & "Tähti"',
  };
};`;

describe('the first screen drawn by the server', () => {
  let root: string;
  let askedFile: string;
  let server: TestServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storefront-build-'));
    askedFile = path.join(root, 'asked.jsonl');
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), indexHtml);
    await writeFile(path.join(root, 'dist', 'config.json'), '{"brandName":"Kahvila"}');
    await writeFile(path.join(root, 'dist-server', 'first-screen.js'), fakeRenderer(askedFile));
    await writeFile(askedFile, '');
    server = await startTestServer({ staticDir: path.join(root, 'dist') });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(root, { recursive: true, force: true });
  });

  async function asked(): Promise<Array<{ url: string; language: string; config: unknown; apiOrigin: string }>> {
    return (await readFile(askedFile, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { url: string; language: string; config: unknown; apiOrigin: string });
  }

  it('puts the drawn screen, its styles and its language in the page, the text taken as it is', async () => {
    const response = await fetch(`${server.baseUrl}/?lng=en`, { headers: html });
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<div id="root"><main>Kaupat $& $1</main></div>');
    // The first pictures are asked for right after the title, ahead of anything else in the head.
    expect(page).toContain(
      '<title>Kahvila &lt;Kuu&gt; &amp; &quot;Tähti&quot;</title><link rel="preload" as="image" href="/media/a.svg"/>',
    );
    expect(page).toMatch(/<script type="application\/json" id="storefront-config">.*<\/script><style data-styled/);
    // Those pictures are asked for alone: the app's code follows once they are on screen.
    expect(page).not.toContain('data-app-start');
    const request = (await asked()).at(-1);
    expect(request).toMatchObject({ url: '/?lng=en', language: 'en', config: { brandName: 'Kahvila' } });
    // The renderer's own requests go to the server itself.
    expect(request?.apiOrigin).toBe(server.baseUrl);
  });

  it('draws in the language kept in the cookie when the address names none, and in Finnish without either', async () => {
    await fetch(`${server.baseUrl}/`, { headers: { ...html, cookie: 'other=1; language=en' } });
    expect((await asked()).at(-1)?.language).toBe('en');
    const page = await (await fetch(`${server.baseUrl}/`, { headers: html })).text();
    expect((await asked()).at(-1)?.language).toBe('fi');
    expect(page).toContain('<html lang="fi">');
  });

  it('tells the renderer whether the browser keeps a console staff session, from its hint cookie alone', async () => {
    await fetch(`${server.baseUrl}/orders-mgmt`, { headers: { ...html, cookie: 'language=fi; staffSignedIn=1' } });
    expect((await asked()).at(-1)).toMatchObject({ url: '/orders-mgmt', staffSignedIn: true });
    await fetch(`${server.baseUrl}/orders-mgmt`, { headers: { ...html, cookie: 'notstaffSignedIn=1' } });
    expect((await asked()).at(-1)).toMatchObject({ url: '/orders-mgmt', staffSignedIn: false });
  });

  it.each(['/about-us', '/throws', '/hangs'])(
    'answers %s with the bare page when nothing is drawn',
    async (pagePath) => {
      const response = await fetch(`${server.baseUrl}${pagePath}`, { headers: html });
      const page = await response.text();
      expect(response.status).toBe(200);
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain('data-styled');
      expect(page).toContain('id="storefront-config"');
      expect(page).toContain(startPreload);
    },
  );

  it("asks for the app's code only once a page drawn whole is painted", async () => {
    const page = await (await fetch(`${server.baseUrl}/whole`, { headers: html })).text();
    expect(page).toContain('<div id="root"><main>Meistä</main></div>');
    expect(page).not.toContain('data-app-start');
  });

  it("keeps asking for the app's code ahead on a drawn screen with no pictures to show first", async () => {
    const page = await (await fetch(`${server.baseUrl}/frame`, { headers: html })).text();
    expect(page).toContain('<div id="root"><main>Tilaukset</main></div>');
    expect(page).toContain(startPreload);
  });

  it('sends the browser on, uncached, where the drawing found that the address only leads elsewhere', async () => {
    const response = await fetch(`${server.baseUrl}/leads-on?lng=en`, { headers: html, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/products?trade_type_id=1');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The language asked for in the address is kept on the way.
    expect(response.headers.get('set-cookie')).toMatch(/^language=en;/);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it('answers a drawn "Page not found" as not found, with the page whole', async () => {
    const response = await fetch(`${server.baseUrl}/no-such-page`, { headers: html });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<div id="root"><h1>Sivua ei löytynyt</h1></div>');
    expect(page).not.toContain('data-app-start');
  });
});
